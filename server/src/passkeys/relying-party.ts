import type { ServerConfig } from '../config'

/** Who the passkeys belong to and which pages may use them. */
export interface RelyingParty {
  /** The RP id: the host name of the application's address (FOYER_APP_URL). */
  id: string
  /** The name authenticators show beside the account. */
  name: string
  /** Origins a ceremony may come from: the allowed origins on the RP id's host or below it. */
  origins: string[]
}

const onHost = (origin: string, rpId: string): boolean => {
  try {
    const { hostname } = new URL(origin)
    return hostname === rpId || hostname.endsWith(`.${rpId}`)
  } catch {
    return false
  }
}

/**
 * The relying party of this server. A passkey is bound to the RP id it was created for, so the id
 * is the application's host (where `<login-box>` runs), not the API's; the browser itself refuses
 * an RP id its page's host does not end with, and the server checks the origin the browser signed
 * against the allowed origins on that host.
 */
export const relyingParty = (config: ServerConfig): RelyingParty => {
  const appUrl = new URL(config.appUrl)
  const id = appUrl.hostname
  const candidates = [appUrl.origin, ...config.allowedOrigins]
  return {
    id,
    name: id,
    origins: [...new Set(candidates.filter((origin) => onHost(origin, id)))],
  }
}
