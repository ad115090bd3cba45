import { useQuery } from '@tanstack/react-query';
import { useShellContext, type ExternalHeader } from '@sportsbook/contracts';

/** The body as the header can use it: html to show, css and js optional; anything else is a failure. */
export function parseExternalHeader(body: unknown): ExternalHeader {
  const value = (body ?? {}) as Partial<Record<keyof ExternalHeader, unknown>>;
  if (typeof value.html !== 'string' || value.html.trim() === '') throw new Error('the external header has no html');
  return {
    html: value.html,
    css: typeof value.css === 'string' ? value.css : '',
    js: typeof value.js === 'string' ? value.js : '',
  };
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
