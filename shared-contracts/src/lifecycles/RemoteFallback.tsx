/** What a region shows when its remote failed: the rest of the page keeps working. */
export function RemoteFallback({ remote, onRetry, message }: { remote: string; onRetry: () => void; message?: string }) {
  return (
    <div data-mfe-fallback={remote} role="alert" className="sb-remote-fallback">
      <p>{message ?? 'This part of the page is unavailable right now.'}</p>
      <button type="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
