import { type Settings, type SportEvent } from '@sportsbook/contracts';
import { isStreamingSport, STREAM_IPS_KEY } from '@sportsbook/domain';

/** Live: the event has a clock and has not ended. */
export function isLiveEvent(event: Pick<SportEvent, 'clock' | 'isFinished'>): boolean {
  return Boolean(event.clock) && !event.isFinished && event.clock?.status !== 'END_OF_EVENT';
}

/** A player is offered for a live event of a streaming sport that the feed marks as streamed. */
export function streamOffered(event: Pick<SportEvent, 'clock' | 'isFinished' | 'liveStreaming' | 'sportCode'>): boolean {
  return Boolean(event.liveStreaming) && isLiveEvent(event) && isStreamingSport(event.sportCode);
}

export function allowedStreamIps(settings: Pick<Settings, 'location_configuration'>): string[] {
  return settings.location_configuration[STREAM_IPS_KEY] ?? [];
}

export class StreamUrlNotSetError extends Error {
  constructor() {
    super('The stream URL is not set');
    this.name = 'StreamUrlNotSetError';
  }
}

/** The playable URL: the stream's URL with the player's token where it says {token}. */
export function streamUrl(template: string | null | undefined, token: string): string {
  if (!template?.trim()) throw new StreamUrlNotSetError();
  return template.replaceAll('{token}', encodeURIComponent(token));
}

export interface PlaybackMessage {
  /** Translation key. */
  key: string;
  /** The English text. */
  text: string;
}

const MESSAGES = {
  aborted: { key: 'events.stream.error-aborted', text: 'The video playback was aborted.' },
  network: { key: 'events.stream.error-network', text: 'A network error caused the video download to fail part-way.' },
  decode: {
    key: 'events.stream.error-decode',
    text: 'The video playback was aborted due to a corruption problem or because the video used features your browser did not support.',
  },
  source: {
    key: 'events.stream.error-source',
    text: 'The video could not be loaded, either because the server or network failed or because the format is not supported.',
  },
  unknown: { key: 'events.stream.error-unknown', text: 'An unknown error occurred.' },
} satisfies Record<string, PlaybackMessage>;

/** MediaError codes of the video element, and the fatal error types of hls.js, to the spec's five messages. */
const BY_ERROR = new Map<number | string, PlaybackMessage>([
  [1, MESSAGES.aborted], // MEDIA_ERR_ABORTED
  [2, MESSAGES.network], // MEDIA_ERR_NETWORK
  [3, MESSAGES.decode], // MEDIA_ERR_DECODE
  [4, MESSAGES.source], // MEDIA_ERR_SRC_NOT_SUPPORTED
  ['networkError', MESSAGES.network],
  ['mediaError', MESSAGES.decode],
  ['muxError', MESSAGES.decode],
  // Protected media this browser cannot decrypt is a source it does not support.
  ['keySystemError', MESSAGES.source],
  // A playlist that is not there (404) or is no playlist (an HTML page): nothing the network would mend.
  ['manifestLoadError', MESSAGES.source],
  ['manifestParsingError', MESSAGES.source],
  ['manifestIncompatibleCodecsError', MESSAGES.source],
]);

export function playbackErrorMessage(error: number | string | null | undefined): PlaybackMessage {
  return (error !== null && error !== undefined && BY_ERROR.get(error)) || MESSAGES.unknown;
}
