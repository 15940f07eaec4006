/**
 * Every address under `/settings` is the example's settings page (its `<admin-portal>` routes in the
 * path), as a server's rewrite rule would do; every other unknown path is the workspace page.
 */
export const isSettingsPath = (url: string | undefined): boolean =>
  url !== undefined && /^\/settings(\/|\?|$)/.test(url)
