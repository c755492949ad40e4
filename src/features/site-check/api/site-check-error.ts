/** What the visitor reads when a check cannot be done: the function's own words where it gave them. */
export class SiteCheckError extends Error {}

export const SITE_CHECK_UNREACHABLE =
  'We could not check that site just now. Check the address, or try again in a minute.';

export const failureMessageOf = (error: unknown) =>
  error instanceof SiteCheckError ? error.message : SITE_CHECK_UNREACHABLE;
