import { useEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { useShellContext, useShellStore, type ExternalHeader as ExternalHeaderBody } from '@sportsbook/contracts';
import { LanguageDropdown, useShowsLanguagePicker } from '../language';
import { SessionControls } from '../session';
import { isPageOrigin } from './allowedOrigin';
import { ExternalHeaderSkeleton } from './ExternalHeaderSkeleton';
import { useExternalHeader } from './useExternalHeader';

const row = css`
  display: flex;
  align-items: center;
  min-height: var(--sb-header-height);
  background: var(--sb-surface);
`;

const host = css`
  flex: 1;
  min-width: 0;
`;

const controls = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 16px;
`;

function ShadowHost({ header, path }: { header: ExternalHeaderBody; path: string }) {
  const { reportError } = useShellContext();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    // The sanitiser comes with renderIntoShadow, loaded only by brands that have an external header.
    void import('./renderIntoShadow').then(({ renderIntoShadow }) => {
      if (cancelled || !ref.current) return;
      const error = renderIntoShadow(ref.current, header, isPageOrigin(path, window.location.href));
      if (error)
        reportError({
          remote: 'header',
          phase: 'render',
          message: `external header script failed: ${error.message}`,
          stack: error.stack,
        });
    });
    return () => {
      cancelled = true;
    };
  }, [header, path, reportError]);
  return <div css={host} ref={ref} data-testid="external-header" />;
}

/**
 * The brand's own header (clem_external_header_enabled, desktop; spec 1 section 2.5) in a shadow root,
 * with the classic header's language picker and login and balance controls beside it: the operator's html
 * has neither, and players must still be able to log in and change language.
 */
export function ExternalHeader() {
  const { reportError } = useShellContext();
  const path = useShellStore('globalSettings', (state) => state.settings.external_header_path);
  const settingsLoaded = useShellStore('globalSettings', (state) => state.loaded);
  const query = useExternalHeader(path);
  const showsLanguagePicker = useShowsLanguagePicker();
  // A missing path is the brand's mistake only once its settings are in; before that it is just early.
  const failure = path === '' ? settingsLoaded && 'the brand names no external_header_path' : query.error?.message;

  useEffect(() => {
    if (failure) reportError({ remote: 'header', phase: 'render', message: `external header unavailable: ${failure}` });
  }, [failure, reportError]);

  return (
    <div css={row}>
      {query.data ? <ShadowHost header={query.data} path={path} /> : <ExternalHeaderSkeleton />}
      <div css={controls}>
        {showsLanguagePicker ? <LanguageDropdown /> : null}
        <SessionControls />
      </div>
    </div>
  );
}
