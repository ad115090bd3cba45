/**
 * Opens a link in the embedding page (an operator's entry flagged open_in_parent_frame). No parent message
 * asks for navigation (spec 1 section 7.3), so the top window is sent there; when the parent's origin
 * forbids that, the frame itself follows the link.
 */
export function openInParent(url: string) {
  try {
    window.top!.location.href = url;
  } catch {
    window.location.assign(url);
  }
}
