import type { ClientErrorReport, ShellStores, ApiClient } from '@sportsbook/contracts';
import type { BootData } from './bootData';
import { loadLanguages, loadSettings } from './loadSettings';

/**
 * The brand's settings of both channels, its languages and the deployment's environment, into the stores: the
 * viewport's channel is the current one. `failed` says the platform did not answer and the defaults stand in.
 */
export async function loadShellSettings(
  api: ApiClient,
  { ui, globalSettings }: Pick<ShellStores, 'ui' | 'globalSettings'>,
  boot: Pick<BootData, 'settings' | 'languages' | 'environment'>,
  report: (report: ClientErrorReport) => void,
): Promise<{ failed: boolean }> {
  const [{ byChannel, failed }, languages] = await Promise.all([
    loadSettings(api, (message) => report({ phase: 'shell', message }), boot.settings),
    loadLanguages(api, boot.languages),
  ]);
  globalSettings.getState().setLanguages(languages);
  globalSettings.getState().setEnvironment(boot.environment ?? {});
  globalSettings.getState().setAll(byChannel, ui.getState().isDesktop ? 'web' : 'mobile');
  return { failed };
}
