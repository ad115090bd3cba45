import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';

const footerStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  align-items: center;
  justify-content: space-between;
`;

/** The operator's footer HTML for this channel, sanitised: operator content never runs script here. */
export function Footer({ html, brandName }: { html: string; brandName: string }) {
  const { t } = useTranslation();
  const safe = useMemo(() => DOMPurify.sanitize(html), [html]);
  return (
    <div css={footerStyle}>
      {safe ? <div dangerouslySetInnerHTML={{ __html: safe }} /> : null}
      <span>
        © {new Date().getFullYear()} {brandName} · {t('shell.footer.responsible', 'Please gamble responsibly. 18+')}
      </span>
    </div>
  );
}
