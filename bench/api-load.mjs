// Load on the platform API's read calls, with the trading simulator running: requests/s and latency.
import autocannon from 'autocannon';
import { describeMachine, printHeader, printRow, startBenchApi } from './lib/benchApi.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const CALLS = [
  ['events: football pre-match page (20 events)', '/xapi/rest/events?sportCode=FOOT&live=false'],
  ['events: home page, main market only', '/xapi/rest/events?eventPathIds=10001&live=false&marketTypeIds=1,2'],
  ['live: live events list (50 per page)', '/xapi/rest/live/events'],
  ['live: live page by sport', '/xapi/marketdata/v1/livepage'],
  ['event path tree', '/xapi/rest/eventpathtree'],
];

const api = await startBenchApi(4400);
try {
  console.log(`platform API reads, ${seconds} s per call, ${connections} connections, loopback`);
  console.log(describeMachine());
  printHeader();
  for (const [name, url] of CALLS)
    printRow(name, await autocannon({ url: `${api.origin}${url}`, connections, duration: seconds }));
} finally {
  api.stop();
}
