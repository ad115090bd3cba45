import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldFrame } from './searchStyles';

const HeaderSearch = lazy(() => import('./HeaderSearch'));

/** A field that looks ready at once and brings the search when the player comes to it. */
export default function HeaderSearchField() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const placeholder = (
    <div css={fieldFrame}>
      <input
        type="search"
        aria-label={t('header.search.label', 'Search')}
        placeholder={t('header.search.placeholder', 'Teams, competitions, sports')}
        autoComplete="off"
        readOnly={wanted}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => void import('./HeaderSearch')}
      />
    </div>
  );
  return wanted ? (
    <Suspense fallback={placeholder}>
      <HeaderSearch />
    </Suspense>
  ) : (
    placeholder
  );
}
