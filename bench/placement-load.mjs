// Bet placement under load: each request a new uuid, one single on a pre-match price, paid from the
// demo player's wallet. Prints accepted placements per second and latency; every answer must be accepted.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { describeMachine, printHeader, printRow, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const api = await startBenchApi(4401);
try {
  const login = await (
    await fetch(`${api.origin}/xapi/icore/players/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    })
  ).json();
  const events = await (
    await fetch(`${api.origin}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1&marketTypeIds=1&periodTypeIds=100`)
  ).json();
  const outcome = events.events[0].markets[0].outcomes[0];
  const body = JSON.stringify({ singles: [{ outcomeId: outcome.id, unitStake: 0.01 }], userAcceptOdds: 'A', originId: 11 });
  let accepted = 0;
  let refused = 0;
  const result = await autocannon({
    url: api.origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login.alsToken}` },
        body,
        setupRequest: (request) => ({
          ...request,
          path: `/xapi/rest/accounts/${login.icore_player_id}/betslips?uuid=${randomUUID()}`,
        }),
        onResponse: (status, responseBody) => {
          if (status === 200 && JSON.parse(responseBody).status === 'accepted') accepted++;
          else refused++;
        },
      },
    ],
  });
  console.log(`bet placement, ${seconds} s, ${connections} connections, loopback, simulator running`);
  console.log(describeMachine());
  printHeader();
  printRow('place a single (new uuid each)', result);
  console.log(`accepted ${accepted}, refused ${refused}`);
} finally {
  api.stop();
}
