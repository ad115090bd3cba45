import { useCallback } from 'react';
import { useShellContext, useShellStore } from '@sportsbook/contracts';
import { isSectionOpen, toggledAfter } from './menuSections';

/** Whether a submenu section is open, and its toggle; the open section lives in the ui store (spec 1 section 3). */
export function useMenuSection(section: string) {
  const { stores } = useShellContext();
  const open = useShellStore('ui', (state) => isSectionOpen(state.toggledMenuSection, section));
  const toggle = useCallback(() => {
    const ui = stores.ui.getState();
    ui.setToggledMenuSection(toggledAfter(ui.toggledMenuSection, section));
  }, [section, stores]);
  return { open, toggle };
}
