import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'

/** A browser visitor holding one virtual authenticator (Chromium's DevTools WebAuthn domain). */
export interface AuthenticatorVisitor {
  context: BrowserContext
  page: Page
  cdp: CDPSession
  authenticatorId: string
}

/**
 * A fresh browser context at `url` with one virtual CTAP2 authenticator: `platform` is built in
 * (internal, resident keys, user verification, like Touch ID), `usb` a roaming security key
 * (neither). Presence is simulated, so every ceremony succeeds without a touch.
 * `conditionalUi: false` makes the browser offer no passkey autofill.
 */
export async function visitorWith(
  browser: Browser,
  url: string,
  kind: 'platform' | 'usb',
  options: { conditionalUi?: boolean } = {},
): Promise<AuthenticatorVisitor> {
  const context = await browser.newContext()
  const page = await context.newPage()
  if (options.conditionalUi === false) {
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false)
    })
  }
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const platform = kind === 'platform'
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: platform ? 'internal' : 'usb',
      hasResidentKey: platform,
      hasUserVerification: platform,
      isUserVerified: platform,
      automaticPresenceSimulation: true,
    },
  })
  await page.goto(url)
  return { context, page, cdp, authenticatorId }
}

/** The credentials a virtual authenticator holds. */
export const credentialsOf = async (cdp: CDPSession, authenticatorId: string) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials
