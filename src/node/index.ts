/**
 * `foyer/node`: helpers for the host application's own server (Node 20+). Verify Foyer access
 * tokens, keep them in a sealed session cookie, run hosted login's code exchange, read the
 * environment as spec 000 §5 says, and plug it all into Node's http, Express or Hono.
 */
export { parseCookieSameSite, readFoyerEnvironment, FoyerEnvironmentError } from './environment'
export type { FoyerEnvironment, SameSite } from './environment'
export { createAccessTokenVerifier } from './verify'
export type { AccessTokenVerifier, FoyerClaims, VerifierOptions } from './verify'
export { sealSession, unsealSession } from './seal'
export type { SealedSession } from './seal'
export {
  callbackUrl,
  exchangeHostedLoginCode,
  FoyerTokenError,
  hostedLogoutUrl,
  refreshFoyerTokens,
  startHostedLogin,
} from './hosted-login'
export type { FoyerTokens, HostedLoginSettings } from './hosted-login'
export { createFoyer, HOSTED_ROUTES } from './foyer'
export type { Foyer, FoyerOutcome, FoyerRequest } from './foyer'
export { foyerExpress, foyerHono, foyerNodeHandler } from './middleware'
export type { FoyerAuth } from './middleware'
