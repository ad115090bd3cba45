import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Deeper than any request the spec describes (a betslip is four levels); JSON of 5,000 levels is refused. */
export const MAX_INPUT_DEPTH = 16;
/** The largest request body: a betslip of 100 singles is about 20 KB. Routes may set less. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * NUL and the other C0 control characters, but tab, line feed and carriage return (stack traces carry those).
 * PostgreSQL refuses NUL in text and in JSON, and no field of the spec holds a control character.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/**
 * Refuses, before any route's schema or handler sees it, input no route may take: control characters in any
 * text of the path, the query or the body (keys too), and bodies nested deeper than MAX_INPUT_DEPTH. After the
 * schema, it refuses numbers that are not finite: ajv turns the text "Infinity" (or "1e309") of a query or path
 * parameter (or of a body field) into Infinity for an integer, and then skips the parameter's minimum and maximum, which it checks
 * only on finite numbers.
 */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    inspect('params', request.params);
    inspect('querystring', request.query);
    inspect('body', request.body);
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    inspect('params', request.params);
    inspect('querystring', request.query);
    // A body's text is coerced too ("-Infinity" for a page number).
    inspect('body', request.body);
  });
}

/** Walks a parsed input without recursion (the depth is what is being checked). */
function inspect(part: string, input: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: part, depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value)) throw new HttpError(400, `${path} must not contain control characters`);
      continue;
    }
    if (typeof value === 'number' && !Number.isFinite(value)) throw new HttpError(400, `${path} must be a finite number`);
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) throw new HttpError(400, `${part} nests deeper than ${MAX_INPUT_DEPTH} levels`);
    for (const [key, child] of Object.entries(value)) {
      if (CONTROL.test(key)) throw new HttpError(400, `${path} has a name with control characters`);
      pending.push({ value: child, path: `${path} ${key}`, depth: depth + 1 });
    }
  }
}
