import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { startTestPlatform } from './harness';

describe('stopping the API', () => {
  it('ends the open live streams, so that closing does not wait on a browser that keeps one open', async () => {
    const platform = await startTestPlatform();
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
    try {
      await platform.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = platform.app.server.address() as AddressInfo;
      reader = (await fetch(`http://127.0.0.1:${port}/xapi/live/stream`)).body!.getReader();
      assert.match(new TextDecoder().decode((await reader.read()).value), /^retry: 3000/);

      // Were the streams left open, close() would wait as long as the client stays connected: here, forever.
      let guard: NodeJS.Timeout | undefined;
      const stuck = new Promise<'stuck'>((resolve) => (guard = setTimeout(() => resolve('stuck'), 20_000)));
      const closed = await Promise.race([platform.app.close().then(() => 'closed' as const), stuck]);
      clearTimeout(guard);
      assert.equal(closed, 'closed');
      assert.equal((await reader.read()).done, true, 'the client sees its stream end');
    } finally {
      // On failure the client hangs up itself, or the platform's own close would wait on it too.
      await reader?.cancel().catch(() => undefined);
      await platform.close();
    }
  });
});
