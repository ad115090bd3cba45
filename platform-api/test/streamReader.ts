import assert from 'node:assert/strict';

/** One dispatched message of the push stream: the standard's fields. */
export interface StreamMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * A stream client that reads the standard's fields (id, event, data) of each dispatched message. The stream's
 * heartbeats say only that it lives: they are kept apart from what it carries.
 */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  assert.equal(response.headers.get('content-type'), 'text/event-stream');
  const reader = response.body!.getReader();
  const messages: StreamMessage[] = [];
  const heartbeats: StreamMessage[] = [];
  const reading = (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += new TextDecoder().decode(value);
      const blocks = text.split('\n\n');
      text = blocks.pop()!;
      for (const block of blocks) {
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
        );
        if (fields.data === undefined) continue;
        const message = { id: fields.id, event: fields.event ?? 'message', data: fields.data };
        (message.event === 'heartbeat' ? heartbeats : messages).push(message);
      }
    }
  })();
  return {
    messages,
    heartbeats,
    /** Waits, a bounded while, until the messages read (or, with `of`, the heartbeats) meet the condition. */
    async until(
      condition: (messages: StreamMessage[]) => boolean,
      tick?: () => Promise<unknown>,
      of: StreamMessage[] = messages,
    ) {
      for (let i = 0; i < 100 && !condition(of); i++) {
        await tick?.();
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      assert.ok(condition(of), JSON.stringify(of.map((m) => [m.id, m.event])));
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
