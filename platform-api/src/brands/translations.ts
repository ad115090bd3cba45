/** Translations served to i18next, nested by section: the key 'shell.backToTop' is shell → backToTop. */
type Dictionary = Record<string, string>;

const en: Dictionary = {
  'shell.backToTop': 'Back to top',
  'shell.footer.responsible': 'Please gamble responsibly. 18+',
  'shell.maintenance.title': 'We are down for maintenance',
  'shell.maintenance.body': 'The sportsbook is being updated and will be back shortly. Your bets and balance are safe.',
  'shell.maintenance.retry': 'Try again',
  'shell.blocked.title': 'Access is not available',
  'shell.blocked.body': 'The sportsbook is not available from your location or for your account.',
  'shell.fallback': 'This part of the page is unavailable right now.',
  'shell.retry': 'Retry',
  'errors.error-400': 'Please check your internet connection.',
  'errors.error-404': 'Connectivity issues, please try later.',
  'errors.error-500': 'We are experiencing difficulties. Please try again later.',
  'errors.something-went-wrong': 'Something went wrong.',
  'errors.error-invalid-login-credentials': 'Please enter your username and password.',
  'errors.login-error-401': 'Invalid credentials.',
  'errors.login-error-402': 'Your account is suspended.',
  'errors.login-error-403': 'Your account is locked.',
  'errors.login-error-INT001': 'We could not reach a third-party provider. Please try again.',
  'errors.login-error-INT003': 'Invalid credentials.',
  'errors.login-error-INT008': 'Your account is locked.',
  'errors.login-error-INT009': 'Your account is suspended.',
  'errors.login-error-INT051': 'Token quota exceeded. Please try again later.',
  'errors.login-error-INT056': 'Your account is pending activation.',
  'errors.error-no-events-found-for-this-eventpath': 'No events found for this eventpath',
  'header.login': 'Login',
  'header.close': 'Close',
  'header.join': 'Join',
  'header.register': 'Register',
  'header.balance': 'Balance',
  'header.deposit': 'Deposit',
  'header.withdraw': 'Withdraw',
  'header.logout': 'Logout',
  'header.myAccount': 'My account',
  'header.theme': 'Switch theme',
  'menu.title': 'Sports menu',
  'menu.home': 'Home',
  'menu.live': 'Live',
  'menu.sports': 'Sports',
  'menu.jackpot': 'Jackpot',
  'menu.myBets': 'My bets',
  'menu.promotions': 'Promotions',
  'menu.menu': 'Menu',
  'menu.betslip': 'Betslip',
  'menu.virtuals': 'Virtual sports',
  'menu.myAccount': 'My account',
  'menu.collapse': 'Collapse menu',
  'menu.expand': 'Expand menu',
  'events.home': 'Top events',
  'events.live': 'Live now',
  'events.upcoming': 'Upcoming',
  'events.today': 'Today',
  'events.tomorrow': 'Tomorrow',
  'betslip.title': 'Betslip',
  'betslip.empty': 'Your betslip is empty. Pick a price to add a selection.',
  'betslip.remove': 'Remove {{name}}',
  'betslip.clear': 'Clear all',
  'mybets.title': 'My bets',
  'mybets.loggedOut': 'Log in to follow your open and settled bets.',
  'mybets.login': 'Log in',
  'mybets.open': 'Open bets',
  'mybets.none': 'You have no open bets.',
  'jackpot.title': 'Jackpot',
  'jackpot.none': 'No jackpot is open right now. Check back soon.',
  'account.login.title': 'Log in',
  'account.login.username': 'Username',
  'account.login.password': 'Password',
  'account.login.submit': 'Log in',
  'account.login.close': 'Close',
};

const de: Dictionary = {
  'shell.backToTop': 'Nach oben',
  'shell.footer.responsible': 'Bitte spielen Sie verantwortungsbewusst. 18+',
  'shell.maintenance.title': 'Wartungsarbeiten',
  'shell.fallback': 'Dieser Bereich ist gerade nicht verfügbar.',
  'shell.retry': 'Erneut versuchen',
  'errors.error-500': 'Wir haben gerade technische Schwierigkeiten. Bitte versuchen Sie es später erneut.',
  'header.login': 'Anmelden',
  'header.close': 'Schließen',
  'header.join': 'Registrieren',
  'header.balance': 'Guthaben',
  'header.logout': 'Abmelden',
  'menu.home': 'Start',
  'menu.live': 'Live',
  'menu.sports': 'Sport',
  'menu.myBets': 'Meine Wetten',
  'events.home': 'Top-Ereignisse',
  'betslip.title': 'Wettschein',
  'betslip.empty': 'Ihr Wettschein ist leer. Wählen Sie eine Quote aus.',
  'mybets.title': 'Meine Wetten',
};

const es: Dictionary = {
  'shell.backToTop': 'Volver arriba',
  'header.login': 'Entrar',
  'header.join': 'Regístrate',
  'menu.home': 'Inicio',
  'menu.live': 'En vivo',
  'menu.sports': 'Deportes',
  'betslip.title': 'Boleto',
  'betslip.empty': 'Tu boleto está vacío. Elige una cuota para añadir una selección.',
  'mybets.title': 'Mis apuestas',
};

export const TRANSLATIONS: Record<string, Dictionary> = { en, de, es };

/** Flat keys to the nested form i18next reads. */
export function nest(flat: Dictionary): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = text;
  }
  return tree;
}
