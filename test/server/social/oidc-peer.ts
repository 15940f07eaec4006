import { createServer } from 'node:http'
import { exportJWK, generateKeyPair } from 'jose'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The few parts of `oidc-provider` 9 (which ships no types) used here. */
interface ProviderInstance {
  Grant: new (input: { clientId: string; accountId: string }) => {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>
}
type ProviderClass = new (
  issuer: string,
  configuration: Record<string, unknown>,
) => ProviderInstance

/** Imported by a computed name: the package has no types, and other test files declare none. */
const providerModule = 'oidc-provider'

/**
 * A real OpenID Connect provider (`oidc-provider` 9, OpenID-certified) started in-process on
 * loopback, standing in for Google, Microsoft, Apple, LinkedIn or Slack: each test gives the
 * claims of the account that signs in next, shaped like that provider's ID tokens. Its login and
 * consent are automatic (the interaction finishes as `nextAccount`), so a test drives the whole
 * redirect dance over HTTP.
 */
export interface OidcPeer {
  issuer: string
  clientId: string
  clientSecret: string
  /** Claims of the next account to sign in (`sub` required). */
  nextAccount: (claims: Record<string, unknown>) => void
  close: () => Promise<void>
}

/** oidc-provider's storage, in memory (its own quick-start adapter prints a warning). */
class MemoryAdapter {
  static store = new Map<string, { payload: Record<string, unknown>; expires: number }>()
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`
  }
  async upsert(id: string, payload: Record<string, unknown>, expiresIn: number) {
    MemoryAdapter.store.set(this.key(id), { payload, expires: Date.now() + expiresIn * 1000 })
  }
  async find(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id))
    return entry && entry.expires > Date.now() ? entry.payload : undefined
  }
  async findByUid(uid: string) {
    for (const [key, entry] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && entry.payload.uid === uid) return entry.payload
    }
    return undefined
  }
  async findByUserCode() {
    return undefined
  }
  async consume(id: string) {
    const entry = MemoryAdapter.store.get(this.key(id))
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000)
  }
  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id))
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, entry] of MemoryAdapter.store) {
      if (entry.payload.grantId === grantId) MemoryAdapter.store.delete(key)
    }
  }
}

/** Starts the provider with one confidential client whose redirect URI is `redirectUri`. */
export const startOidcPeer = async (input: {
  redirectUris: string[]
  /** PKCE is required of every request but form_post ones (Apple's shape, without PKCE). */
  pkceRequired?: boolean
}): Promise<OidcPeer> => {
  // oidc-provider announces unsupported runtimes at import; the tests print nothing.
  const info = console.info
  const warn = console.warn
  console.info = () => undefined
  console.warn = () => undefined
  const { default: Provider } = (await import(providerModule).finally(() => {
    console.info = info
    console.warn = warn
  })) as { default: ProviderClass }
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end()
  const http = createServer((req, res) => handler?.(req, res))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'peer' }
  const clientId = 'foyer-client'
  const clientSecret = 'peer-secret-0123456789abcdef'
  let account: Record<string, unknown> = { sub: 'nobody' }
  const provider = new Provider(issuer, {
    adapter: MemoryAdapter,
    jwks: { keys: [jwk] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: input.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    cookies: { keys: ['peer-cookie-key-0123456789'] },
    // Fixed lifetimes: the defaults print a notice each time they are used (tests print nothing).
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      ClientCredentials: 600,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 3600,
      Session: 3600,
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified', 'xms_edov', 'is_private_email'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    // Google and its peers put the scope's claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: {
      required: (ctx: { oidc: { params?: { response_mode?: unknown } } }) =>
        (input.pkceRequired ?? false) && ctx.oidc.params?.response_mode !== 'form_post',
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ ...account, sub }),
    }),
    loadExistingGrant: async (ctx: {
      oidc: {
        client?: { clientId: string }
        session?: { accountId?: string }
        provider: ProviderInstance
      }
    }) => {
      const accountId = ctx.oidc.session?.accountId
      if (!ctx.oidc.client || !accountId) return undefined
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId })
      grant.addOIDCScope('openid email profile name')
      await grant.save()
      return grant
    },
    renderError: (ctx: { type: string; body: string }, out: Record<string, unknown>) => {
      ctx.type = 'json'
      ctx.body = JSON.stringify(out)
    },
  })
  const callback = provider.callback()
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      const sub = String(account.sub)
      void provider
        .interactionFinished(
          req,
          res,
          { login: { accountId: sub } },
          { mergeWithLastSubmission: false },
        )
        .catch(() => {
          res.statusCode = 500
          res.end()
        })
      return
    }
    void callback(req, res)
  }
  return {
    issuer,
    clientId,
    clientSecret,
    nextAccount: (claims) => {
      account = claims
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  }
}
