import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { RegistrationOptions } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { loadBrand } from '../http/brand';
import { openWrite, PASSWORD_RESET, PASSWORD_RESET_CONFIRM, SIGN_UP } from '../http/openWrites';
import { CommonQueryLoose, ResetBody, ResetRequestBody, SignUpBody } from '@sportsbook/contracts/wire';
import { signUp } from '../players/registration';
import { registrationOptions } from '../players/registrationOptions';
import { MINIMUM_AGE, PASSWORD_MIN_LENGTH } from '../players/signUpRules';
import { requestPasswordReset, resetPassword } from '../players/passwordReset';

/** Sign-up and password reset: where the brand's registration and forgot-password links lead. */
export function accountRoutes(db: Database) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      '/api/registration/options',
      { schema: { querystring: CommonQueryLoose } },
      async (request): Promise<RegistrationOptions> => ({
        ...registrationOptions((await loadBrand(db, request)).id),
        minimumAge: MINIMUM_AGE,
        passwordMinLength: PASSWORD_MIN_LENGTH,
      }),
    );

    app.post(
      '/api/registration',
      { ...openWrite(SIGN_UP), schema: { querystring: CommonQueryLoose, body: SignUpBody } },
      async (request, reply) => {
        const brand = await loadBrand(db, request);
        const created = await signUp(db, brand.id, request.body);
        return reply.code(201).send(created);
      },
    );

    app.post(
      '/api/password_reset',
      { ...openWrite(PASSWORD_RESET), schema: { querystring: CommonQueryLoose, body: ResetRequestBody } },
      async (request, reply) => {
        await requestPasswordReset(db, request.body.username);
        return reply.code(202).send({ sent: true });
      },
    );

    app.post(
      '/api/password_reset/confirm',
      { ...openWrite(PASSWORD_RESET_CONFIRM), schema: { querystring: CommonQueryLoose, body: ResetBody } },
      async (request) => {
        const { username, code, password } = request.body;
        await resetPassword(db, username, code, password, request.ip);
        return { reset: true };
      },
    );
  };
}
