import { vendorCall } from '../helpers'
import type { TestServer } from '../helpers'
import type { OidcPeer } from './oidc-peer'

/** The vendor API's custom providers path (wire row 84 and the management rows). */
export const customPath = '/identity/resources/sso/custom/v1'

/** A custom provider as the API answers it. */
export interface CustomView {
  id: string
  displayName: string
  active: boolean
  startUrl: string | null
  [field: string]: unknown
}

/** The fields of a custom provider played by `peer` (oidc-provider's endpoint paths). */
export const peerFields = (peer: OidcPeer, openIdConnect: boolean) => ({
  clientId: peer.clientId,
  secret: peer.clientSecret,
  authorizationUrl: `${peer.issuer}/auth`,
  userInfoUrl: `${peer.issuer}/me`,
  scopes: 'openid email profile',
  ...(openIdConnect ? { issuer: peer.issuer } : { tokenUrl: `${peer.issuer}/token` }),
})

/** Adds a custom provider through the vendor API; fails the test when refused. */
export const addCustomProvider = async (
  server: TestServer,
  vendorToken: string,
  body: Record<string, unknown>,
): Promise<CustomView> => {
  const saved = await vendorCall<CustomView>(server, vendorToken, customPath, { body })
  if (saved.status !== 201) throw new Error(`add custom provider ${JSON.stringify(saved.body)}`)
  return saved.body
}
