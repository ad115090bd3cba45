import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The page the shell's HTML paints before any script runs (src/index.html, the one source of the page's
 * areas and skeleton), put into the test's document; returns its #sb-root.
 */
export function htmlPage(): HTMLElement {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1];
  return document.getElementById('sb-root')!;
}
