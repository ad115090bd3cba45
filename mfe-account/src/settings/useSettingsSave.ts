import { useRef, useState } from 'react';
import { useShellContext, useShellStore, type PlayerSettings } from '@sportsbook/contracts';
import { saveToProfile, type ProfileSettings } from './profileSave';
import { shownLayout, shownOddsType, type SettingsOptions } from './settingsRules';

export type SaveStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; local: boolean } | { kind: 'failed' };

/**
 * Applies a settings choice: into the player-settings store at once, then, for a logged-in player, to the
 * profile. The status says how the latest choice fared.
 */
export function useSettingsSave(options: SettingsOptions) {
  const { api, stores } = useShellContext();
  const brand = useShellStore('globalSettings', (s) => s.settings);
  const session = useShellStore('session', (s) => (s.status === 'logged-in' ? s.session : null));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  // Saves go one after another, each sending the store as it is when its turn comes, so the profile
  // ends with the last choice; only the latest save sets the status.
  const saves = useRef<Promise<void>>(Promise.resolve());
  const latestSave = useRef(0);
  // What the profile holds as far as this panel knows: what the shell loaded at login, then each save that
  // went through; a save refused half way puts the profile back to it (saveToProfile).
  const savedProfile = useRef<ProfileSettings | null>(null);

  const profileSettings = (): ProfileSettings => {
    const current = stores.playerSettings.getState();
    return {
      oddsType: shownOddsType(current.oddsType, options.oddsType, brand.default_price_format),
      layout: shownLayout(current.layout, options.layout),
      sortBy: current.sortBy,
      defaultStake: current.defaultStake,
      userAcceptOdds: current.userAcceptOdds,
      theme: current.theme,
      themeSwitching: options.theme.length > 0,
    };
  };

  async function apply(patch: Partial<PlayerSettings>) {
    if (session) savedProfile.current ??= profileSettings();
    stores.playerSettings.getState().update(patch);
    if (!session) {
      setStatus({ kind: 'saved', local: true });
      return;
    }
    const save = ++latestSave.current;
    setStatus({ kind: 'saving' });
    const run = saves.current
      .catch(() => undefined)
      .then(async () => {
        const sent = profileSettings();
        await saveToProfile(api, session, sent, savedProfile.current);
        savedProfile.current = sent;
      });
    saves.current = run;
    try {
      await run;
      if (save === latestSave.current) setStatus({ kind: 'saved', local: false });
    } catch {
      if (save === latestSave.current) setStatus({ kind: 'failed' });
    }
  }

  return { status, apply };
}
