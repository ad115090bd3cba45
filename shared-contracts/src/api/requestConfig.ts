import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Adds the bearer token; without a valid token the request is aborted (spec 1 section 6). */
    withAuth?: boolean;
    /** Leaves out the accept-language header and the l parameter. */
    skipLanguage?: boolean;
    /** Leaves out the brand, origin and portal-id headers. */
    skipBrandHeaders?: boolean;
  }
}
