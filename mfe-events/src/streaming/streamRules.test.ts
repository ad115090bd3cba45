import type { SportEvent } from '@sportsbook/contracts';
import { allowedStreamIps, playbackErrorMessage, streamOffered, streamUrl, StreamUrlNotSetError } from './streamRules';

describe('stream rules', () => {
  const live = { liveStreaming: true, sportCode: 'CSGO', clock: { minutes: 12, status: 'RUNNING' as const }, isFinished: false };
  it.each<[string, Pick<SportEvent, 'clock' | 'isFinished' | 'liveStreaming' | 'sportCode'>, boolean]>([
    ['a live streamed esports event', live, true],
    ['one about to start (live list, clock not started)', { ...live, clock: { minutes: 0, status: 'NOT_STARTED' } }, true],
    ['a pre-match event (no clock)', { ...live, clock: undefined }, false],
    ['a finished event', { ...live, isFinished: true }, false],
    ['an event at its end', { ...live, clock: { minutes: 40, status: 'END_OF_EVENT' } }, false],
    ['an event the feed does not stream', { ...live, liveStreaming: false }, false],
    ['a football event', { ...live, sportCode: 'FOOT' }, false],
  ])('offers a stream for %s: %s', (_what, event, expected) => {
    expect(streamOffered(event)).toBe(expected);
  });

  it('reads the IP list from the location configuration', () => {
    expect(allowedStreamIps({ location_configuration: { stream_allowed_ips: ['10.0.0.7', '10.0.0.8'], KE: ['x'] } })).toEqual([
      '10.0.0.7',
      '10.0.0.8',
    ]);
    expect(allowedStreamIps({ location_configuration: {} })).toEqual([]);
  });

  it('puts the token in the stream URL, encoded', () => {
    expect(streamUrl('/api/video_streams/s1/playlist.m3u8?token={token}', 'a.b+c')).toBe(
      '/api/video_streams/s1/playlist.m3u8?token=a.b%2Bc',
    );
    expect(streamUrl('https://cdn.example/live.m3u8', 'abc')).toBe('https://cdn.example/live.m3u8');
  });

  it.each([undefined, null, '', '  '])('throws that the stream URL is not set when it is %p', (template) => {
    expect(() => streamUrl(template, 'abc')).toThrow(StreamUrlNotSetError);
    expect(() => streamUrl(template, 'abc')).toThrow('The stream URL is not set');
  });

  it.each<[number | string | null | undefined, string]>([
    [1, 'The video playback was aborted.'],
    [2, 'A network error caused the video download to fail part-way.'],
    [
      3,
      'The video playback was aborted due to a corruption problem or because the video used features your browser did not support.',
    ],
    [4, 'The video could not be loaded, either because the server or network failed or because the format is not supported.'],
    [5, 'An unknown error occurred.'],
    [0, 'An unknown error occurred.'],
    ['networkError', 'A network error caused the video download to fail part-way.'],
    [
      'mediaError',
      'The video playback was aborted due to a corruption problem or because the video used features your browser did not support.',
    ],
    [
      'muxError',
      'The video playback was aborted due to a corruption problem or because the video used features your browser did not support.',
    ],
    [
      'keySystemError',
      'The video could not be loaded, either because the server or network failed or because the format is not supported.',
    ],
    // hls.js's playlist failures by their details: a playlist that is not there, or is no playlist.
    [
      'manifestLoadError',
      'The video could not be loaded, either because the server or network failed or because the format is not supported.',
    ],
    [
      'manifestParsingError',
      'The video could not be loaded, either because the server or network failed or because the format is not supported.',
    ],
    ['otherError', 'An unknown error occurred.'],
    ['constructor', 'An unknown error occurred.'],
    [null, 'An unknown error occurred.'],
    [undefined, 'An unknown error occurred.'],
  ])('playback error %p reads "%s"', (error, text) => {
    expect(playbackErrorMessage(error).text).toBe(text);
  });

  it('gives each of the five messages its own translation key', () => {
    const keys = new Set([1, 2, 3, 4, 0].map((code) => playbackErrorMessage(code).key));
    expect(keys.size).toBe(5);
  });
});
