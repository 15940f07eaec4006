/**
 * The page the admin's tab gets when the IdP answered a connection test: the answer is with the
 * admin portal's SSO page, which shows it; nobody was signed in. Static HTML, no script.
 */
export const testDonePage = (): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Connection test finished</title></head><body>' +
  '<main><h1>Connection test finished</h1>' +
  '<p>The identity provider answered. Nobody was signed in and nothing was changed.</p>' +
  '<p>Close this tab: the result is on the SSO page of the admin portal.</p></main></body></html>'
