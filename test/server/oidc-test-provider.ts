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
 * loopback: each test gives the claims of the account that signs in next. Its login and consent
 * are automatic (the interaction finishes as `nextAccount`), so a test or a browser drives the
 * whole redirect dance. The social peers (`social/oidc-peer.ts`) and the enterprise IdP
 * (`sso/oidc-idp.ts`) are this provider with their claim shapes.
 */
export interface OidcTestProvider {
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

/** Who the provider plays: its client, the claims of each scope, and when PKCE is required. */
export interface OidcTestProviderOptions {
  /** The redirect URIs of its one confidential client. */
  redirectUris: string[]
  clientId: string
  clientSecret: string
  /** Each scope's claims, in the ID token itself (as Google and enterprise IdPs put them). */
  claims: Record<string, string[]>
  /** The scopes offered and granted. */
  scopes: string[]
  /** Whether an authorization request with this `response_mode` must carry PKCE. */
  pkceRequired: (responseMode: unknown) => boolean
}

/** Starts the provider on 127.0.0.1 and a free port. */
export const startOidcTestProvider = async (
  input: OidcTestProviderOptions,
): Promise<OidcTestProvider> => {
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
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }
  const { clientId, clientSecret } = input
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
    cookies: { keys: ['test-cookie-key-0123456789'] },
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
    claims: input.claims,
    scopes: input.scopes,
    conformIdTokenClaims: false,
    pkce: {
      required: (ctx: { oidc: { params?: { response_mode?: unknown } } }) =>
        input.pkceRequired(ctx.oidc.params?.response_mode),
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
      grant.addOIDCScope(input.scopes.join(' '))
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
