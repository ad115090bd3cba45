import { useQuery } from '@tanstack/react-query';
import { useShellContext, type ExternalHeader } from '@sportsbook/contracts';

/** The body as the header can use it: html to show, css and js optional; anything else is a failure. */
export function parseExternalHeader(body: unknown): ExternalHeader {
  // Object() makes any body (null, a text) something to read fields of; each field is checked below.
  const { html, css, js }: Partial<Record<keyof ExternalHeader, unknown>> = Object(body);
  if (typeof html !== 'string' || html.trim() === '') throw new Error('the external header has no html');
  return { html, css: typeof css === 'string' ? css : '', js: typeof js === 'string' ? js : '' };
}

/** The brand's external header (settings.external_header_path); a header changes with a brand release only. */
export function useExternalHeader(path: string) {
  const { api } = useShellContext();
  return useQuery({
    queryKey: ['external-header', path],
    queryFn: async ({ signal }) => parseExternalHeader((await api.get<unknown>(path, { signal })).data),
    enabled: path !== '',
    staleTime: Infinity,
  });
}
