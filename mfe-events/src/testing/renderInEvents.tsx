import type { ReactElement } from 'react';
import { renderInShell } from '@sportsbook/testing';
import { PriceFormatProvider } from '../odds/PriceFormat';

/** The shell harness plus what the events remote provides around its pages. */
export function renderInEvents(
  ui: ReactElement,
  ...rest: Parameters<typeof renderInShell> extends [unknown, ...infer R] ? R : never
) {
  const view = renderInShell(<PriceFormatProvider>{ui}</PriceFormatProvider>, ...rest);
  return { ...view, rerender: (next: ReactElement) => view.rerender(<PriceFormatProvider>{next}</PriceFormatProvider>) };
}
