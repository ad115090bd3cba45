/** Which interceptor rules apply to a URL, by its path. */
function pathOf(url: string): string {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

export const isXapi = (url: string) => /^\/(nextapi\/)?(xapi|abp)\//.test(pathOf(url));
export const isApi = (url: string) => pathOf(url).startsWith('/api/');
export const isNextApiEvents = (url: string) => /^\/nextapi\/.*events/.test(pathOf(url));
/** Spec 1 section 7.1: sports, betslip, account and open-bets paths carry the price format. */
export const wantsPriceFormat = (url: string) => /(sports|betslip|account|openbet|events|markets)/i.test(pathOf(url));
export const isBetslipPlacement = (url: string) => /^\/xapi\/rest\/accounts\/[^/]+\/betslips\/?$/.test(pathOf(url));
export const isEventsQuery = (url: string) => /^(\/nextapi)?\/xapi\/rest\/events\/?$/.test(pathOf(url));
export const pathnameOf = pathOf;
