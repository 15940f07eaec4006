import { randomBytes } from 'node:crypto'

const escape = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')

/** The form field marking a post as already bounced once (never bounced twice). */
export const BOUNCED_FIELD = 'FoyerBounced'

/**
 * The page the ACS answers an IdP's form post that arrived without the binding cookie: it
 * posts the same fields again to the ACS from the ACS's own origin. That post is same-site, so
 * a `SameSite=Lax` binding cookie (plain-http origins other than loopback) comes along; a
 * browser that still has none is refused on the second post. The script runs under a nonce; a
 * button does the same without script.
 */
export const bouncePage = (
  acsUrl: string,
  fields: { SAMLResponse: string; RelayState?: string | undefined },
): { html: string; policy: string } => {
  const nonce = randomBytes(16).toString('base64')
  const input = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Signing in…</title></head><body><main>' +
    `<form method="post" action="${escape(acsUrl)}">` +
    input('SAMLResponse', fields.SAMLResponse) +
    input('RelayState', fields.RelayState ?? '') +
    input(BOUNCED_FIELD, '1') +
    '<button type="submit">Continue signing in</button></form></main>' +
    `<script nonce="${nonce}">document.forms[0].submit()</script></body></html>`
  const policy =
    // No form-action: browsers apply it to the redirects after the post too (to the app).
    `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; frame-ancestors 'none'`
  return { html, policy }
}
