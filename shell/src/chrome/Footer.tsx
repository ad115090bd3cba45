import { useEffect, useMemo, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@sportsbook/contracts';

/** One line: the footer is 50 px high on every screen (spec 1 section 9); a narrow screen scrolls it sideways. */
const footerStyle = css`
  display: flex;
  flex-wrap: nowrap;
  gap: 24px;
  align-items: center;
  justify-content: space-between;
  white-space: nowrap;
  min-width: max-content;
  > div > * {
    margin: 0;
  }
  .seal {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 4px 8px;
    border: 1px solid var(--sb-border);
    border-radius: 12px;
    color: var(--sb-text);
    text-decoration: none;
  }
`;

/** Where a seal's token is checked: the gaming authority's validator for this host. */
export const sealValidatorUrl = (token: string, host: string) =>
  `https://seal.gaming-authority.example/validate?token=${encodeURIComponent(token)}&host=${encodeURIComponent(host)}`;

/**
 * The gaming-authority seal (spec 1 section 2.4), where the brand's gcb_seal_required is on: its token comes
 * from GET /api/gcb_seals?host= for this site's host; without an answer there is no seal.
 */
function GamingAuthoritySeal({ api }: { api: ApiClient }) {
  const { t } = useTranslation();
  const host = window.location.hostname;
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The answer is the token (spec 1 section 7.2): the host the seal vouches for is this page's own, the one
    // asked about, never read back from the answer (which had none, and linked with host=undefined).
    api
      .get<{ token?: string }>('/api/gcb_seals', { params: { host } })
      .then(({ data }) => live && data.token && setToken(data.token))
      .catch(() => undefined);
    return () => void (live = false);
  }, [api, host]);
  if (!token) return null;
  return (
    <a className="seal" href={sealValidatorUrl(token, host)} target="_blank" rel="noopener noreferrer">
      <span aria-hidden="true">✔</span>
      {t('shell.footer.seal', 'Licensed by the gaming authority')}
    </a>
  );
}

type Sanitise = (html: string) => string;

/** The sanitiser (DOMPurify, 11 KB gzip), loaded only when there is operator HTML to clean. */
function useSanitiser(needed: boolean): Sanitise | undefined {
  const [sanitise, setSanitise] = useState<Sanitise>();
  useEffect(() => {
    if (!needed) return;
    let cancelled = false;
    void import('dompurify').then(
      ({ default: DOMPurify }) => !cancelled && setSanitise(() => (html: string) => DOMPurify.sanitize(html)),
    );
    return () => void (cancelled = true);
  }, [needed]);
  return sanitise;
}

/**
 * The operator's footer HTML for this channel, sanitised: operator content never runs script here. It is drawn
 * once its area is on screen (see FooterOnScreen).
 */
export function Footer({
  html,
  brandName,
  sealRequired = false,
  api,
}: {
  html: string;
  brandName: string;
  sealRequired?: boolean;
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const sanitise = useSanitiser(html !== '');
  // The chrome renders again on every navigation; the footer's HTML rarely changes.
  const safe = useMemo(() => (sanitise && html ? sanitise(html) : ''), [sanitise, html]);
  return (
    <div css={footerStyle}>
      {safe ? <div dangerouslySetInnerHTML={{ __html: safe }} /> : null}
      {sealRequired && api ? <GamingAuthoritySeal api={api} /> : null}
      <span>
        © {new Date().getFullYear()} {brandName} · {t('shell.footer.responsible', 'Please gamble responsibly. 18+')}
      </span>
    </div>
  );
}
