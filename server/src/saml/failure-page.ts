const escape = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The page a browser gets when the IdP's posted response is refused: no detail (the reason is
 * in the audit log) unless the person can act on it (`reason`, in its language: an address the
 * account's IP restrictions refuse), a way back to the app's sign-in. Static HTML, no script.
 */
export const failurePage = (loginUrl: string, reason?: { text: string; lang: string }): string =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Sign-in failed</title></head><body>' +
  '<main><h1>Sign-in failed</h1>' +
  (reason
    ? `<p lang="${escape(reason.lang)}" dir="auto">${escape(reason.text)}</p>`
    : '<p>Your organisation’s sign-in could not be completed.</p>') +
  `<p><a href="${escape(loginUrl)}">Back to sign-in</a></p></main></body></html>`
