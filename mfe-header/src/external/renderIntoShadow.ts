import DOMPurify from 'dompurify';
import type { ExternalHeader } from '@sportsbook/contracts';

/**
 * Puts the operator's header into a shadow root: its css styles only its own nodes and the page's css
 * does not reach them. The html is sanitised, so inline handlers and script tags in it never run; the
 * brand's script runs only when `runScript` (the header came from the page's own origin), with the
 * shadow root as its `document` so its queries find the header's nodes. Returns the script's error.
 */
export function renderIntoShadow(host: HTMLElement, header: ExternalHeader, runScript: boolean): Error | null {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = header.css;
  const content = document.createElement('div');
  content.innerHTML = DOMPurify.sanitize(header.html);
  root.replaceChildren(style, content);
  if (!runScript || header.js.trim() === '') return null;
  try {
    new Function('document', header.js)(root);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
