/** What can go wrong while playing: a MediaError code or the type of a fatal hls.js error. */
export type PlaybackError = number | string;

/** MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED: the browser can play HLS neither through hls.js nor natively. */
const SOURCE_NOT_SUPPORTED = 4;

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Fatal hls.js errors of the playlist itself, told by their details: the source cannot be played, whatever its type. */
const playlistFailures = new Set<string>(['manifestLoadError', 'manifestParsingError', 'manifestIncompatibleCodecsError']);

/** Without Media Source Extensions hls.js cannot run, so it is not even downloaded (iPhone Safari). */
const hasMediaSource = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * Plays an HLS stream in a video element: through hls.js where it is supported (Chromium and Firefox have no HLS
 * of their own), else natively where the element can play HLS (Safari). hls.js is loaded on first use: few pages
 * ever play a stream. Fatal hls.js errors are reported with their type; errors of the element itself arrive as
 * its 'error' event. Resolves to the function that stops playback.
 */
export async function playHls(
  video: HTMLVideoElement,
  url: string,
  onError: (error: PlaybackError) => void,
): Promise<() => void> {
  if (hasMediaSource()) {
    const { default: Hls } = await import('hls.js');
    if (Hls.isSupported()) {
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onError(playlistFailures.has(data.details) ? data.details : data.type);
      });
      hls.loadSource(url);
      hls.attachMedia(video);
      return () => hls.destroy();
    }
  }
  if (video.canPlayType(HLS_TYPE)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  onError(SOURCE_NOT_SUPPORTED);
  return () => undefined;
}
