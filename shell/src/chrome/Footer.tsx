import { useEffect, useMemo, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const footerStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: center;
  justify-content: space-between;
`;

type Sanitise = (html: string) => string;

/**
 * The sanitiser (DOMPurify, 11 KB gzip), loaded once the footer comes on screen, and only when there is
 * operator HTML to clean: the page body takes at least a screen, so the footer is below the fold of the
 * first view, which does not pay for it.
 */
function useSanitiserOnScreen(ref: React.RefObject<HTMLElement | null>, needed: boolean): Sanitise | undefined {
  const [sanitise, setSanitise] = useState<Sanitise>();
  useEffect(() => {
    const element = ref.current;
    if (!element || !needed) return;
    let cancelled = false;
    const load = () =>
      void import('dompurify').then(
        ({ default: DOMPurify }) => !cancelled && setSanitise(() => (html: string) => DOMPurify.sanitize(html)),
      );
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [ref, needed]);
  return sanitise;
}

/** The operator's footer HTML for this channel, sanitised: operator content never runs script here. */
export function Footer({ html, brandName }: { html: string; brandName: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const sanitise = useSanitiserOnScreen(ref, html !== '');
  // The chrome renders again on every navigation; the footer's HTML rarely changes.
  const safe = useMemo(() => (sanitise && html ? sanitise(html) : ''), [sanitise, html]);
  return (
    <div css={footerStyle} ref={ref}>
      {safe ? <div dangerouslySetInnerHTML={{ __html: safe }} /> : null}
      <span>
        © {new Date().getFullYear()} {brandName} · {t('shell.footer.responsible', 'Please gamble responsibly. 18+')}
      </span>
    </div>
  );
}
