import { html } from 'hono/html'
import { renderElementPage, renderNoticePage } from '../http/html-page'

/** What the hosted portal's page is built from (configuration only, never request input). */
export interface PortalPageInput {
  /** The server's own origin (the portal's `base-url`). */
  issuer: string
  apiPrefix: string
  /** The app's sign-in route, where "Sign in" goes when nobody is signed in. */
  loginUrl: string
  /** The CSP nonce of this answer, for the loader script and the element's styles. */
  nonce: string
}

// The page's own few rules: a calm ground in the system's colour scheme; the portal draws the rest.
const pageStyle = `
  :root { color-scheme: light dark; }
  body { margin: 0; padding: 24px; background: Canvas; font-family: system-ui, sans-serif; }
  @media (max-width: 600px) { body { padding: 0; } }
  admin-portal { display: block; max-width: 1100px; margin-inline: auto; }
`

/**
 * The hosted portal (spec 000 §2.1, `{base}/oauth/portal`): a page of its own holding `<admin-portal>` on
 * this server, loading the CDN build from `/cdn/`. Its pages are paths under `/oauth/portal`.
 */
export function renderPortalPage({ issuer, apiPrefix, loginUrl, nonce }: PortalPageInput): string {
  return renderElementPage({
    title: 'Account settings',
    style: pageStyle,
    nonce,
    element: html`<admin-portal
      base-url="${issuer}"
      api-prefix="${apiPrefix}"
      base-path="/oauth/portal"
      login-url="${loginUrl}"
      theme="auto"
      nonce="${nonce}"
    ></admin-portal>`,
  })
}

/** The page shown while the CDN build is missing: what to run, instead of a blank page or a 404. */
export function renderMissingBuildPage(cdnDir: string): string {
  return renderNoticePage('The portal is not built', [
    html`This server hosts the admin portal from the elements' CDN build, which is not in
      <code>${cdnDir}</code>.`,
    html`Under <code>npm start</code> it is built on the first start: reload in a minute. Otherwise
      run <code>npm run build</code>, or point <code>FOYER_CDN_DIR</code> at a CDN build.`,
  ])
}
