import { html } from 'hono/html'
import { renderElementPage, renderNoticePage } from '../http/html-page'

/** What the hosted login page is built from: configuration and the re-built authorize URL. */
export interface LoginPageInput {
  /** The server's own origin (the box's `base-url`). */
  issuer: string
  apiPrefix: string
  /**
   * Where the box goes once signed in: this server's authorize path with the checked request's
   * parameters (relative, so `<login-box>`'s same-origin rule keeps it; never the raw query).
   */
  resumeUrl: string
  /** The CSP nonce of this answer. */
  nonce: string
}

const pageStyle = `
  :root { color-scheme: light dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas;
    font-family: system-ui, sans-serif; }
  main { inline-size: min(100%, 28rem); padding: 16px; box-sizing: border-box; }
  login-box { display: block; }
`

/**
 * The hosted login page (spec 000 §4.3): `<login-box>` itself, from this server's CDN build. Once
 * someone signs in, the box's authenticated URL takes the browser back to the authorize endpoint,
 * which now sees the session and answers the application's redirect URI with a code.
 */
export function renderLoginPage({ issuer, apiPrefix, resumeUrl, nonce }: LoginPageInput): string {
  return renderElementPage({
    title: 'Sign in',
    style: pageStyle,
    nonce,
    noReferrer: true,
    element: html`<login-box
      base-url="${issuer}"
      api-prefix="${apiPrefix}"
      authenticated-url="${resumeUrl}"
      theme="auto"
      nonce="${nonce}"
    ></login-box>`,
  })
}

/** A refusal shown here instead of redirecting anywhere (unknown client or redirect URI). */
export function renderRefusalPage(message: string): string {
  return renderNoticePage('Sign-in request refused', [
    message,
    "The application that sent you here is not set up for this server's hosted login.",
  ])
}
