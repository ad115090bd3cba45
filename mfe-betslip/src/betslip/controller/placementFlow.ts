import type { PlacementAnswer, ShellContext } from '@sportsbook/contracts';
import type { SlipRequestBody } from '@sportsbook/contracts/wire';

/** A referred bet's status is asked this often until the trader decides. */
export const APPROVAL_POLL_MS = 1000;

/**
 * One placement through to its final answer (spec 2 section 4): the POST, then, while the answer is pending
 * (the in-play delay) or referred (a trader decides), the status asked again after the delay or every
 * second. Each answer is handed to `onAnswer` as it comes. The signal ends the loop: once aborted (the slip
 * unmounted) no further request is made and no answer is handed on; the flow resolves null (the caller notes the cancel).
 */
export async function placeAndFollow({
  api,
  accountId,
  body,
  uuid,
  signal,
  onAnswer,
}: {
  api: ShellContext['api'];
  accountId: string | undefined;
  body: SlipRequestBody;
  uuid: string;
  signal: AbortSignal;
  onAnswer: (answer: PlacementAnswer) => void;
}): Promise<PlacementAnswer | null> {
  let answer = (
    await api.post<PlacementAnswer>(`/xapi/rest/accounts/${accountId}/betslips`, body, {
      params: { uuid },
      withAuth: true,
    })
  ).data;
  if (signal.aborted) return null;
  onAnswer(answer);
  while (answer.status === 'pending' || answer.status === 'referred') {
    const waited = await wait(answer.status === 'pending' ? Math.max(1, answer.delay ?? 1) * 1000 : APPROVAL_POLL_MS, signal);
    if (!waited) return null;
    answer = (
      await api.put<PlacementAnswer>(`/xapi/rest/betslips/${answer.betSlipId}/status`, undefined, { withAuth: true, signal })
    ).data;
    if (signal.aborted) return null;
    onAnswer(answer);
  }
  return answer;
}

/** Waits, or stops waiting the moment the signal aborts: true when the time passed, false when aborted. */
function wait(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}
