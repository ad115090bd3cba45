import { useShellStore } from '@sportsbook/contracts';
import { ClassicHeader } from './header/ClassicHeader';
import { headerVariant } from './header/headerVariant';
import { ExternalHeader } from './external/ExternalHeader';
import { RebrandedHeader } from './rebranded/RebrandedHeader';

/** The header the brand's settings choose (spec 1 section 2.5). */
export function App() {
  const settings = useShellStore('globalSettings', (state) => state.settings);
  const isDesktop = useShellStore('ui', (state) => state.isDesktop);
  switch (headerVariant(settings, isDesktop)) {
    case 'external':
      return <ExternalHeader />;
    case 'rebranded':
      return <RebrandedHeader />;
    case 'classic':
      return <ClassicHeader />;
    case 'none':
      return null;
  }
}
