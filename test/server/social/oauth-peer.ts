import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback FAKE of GitHub's and Facebook's OAuth 2.0 HTTP APIs (neither speaks OpenID Connect,
 * so oidc-provider cannot play them): the authorize redirect, the code exchange (GitHub: POST
 * form, answering 200 `{error}` for a bad code as GitHub does; Facebook: GET query) with PKCE
 * S256 checked, and the user APIs (`/github/user`, `/github/user/emails` with `verified`
 * flags; `/facebook/me` with no verification flag). Each test sets the next account.
 */
export interface OAuthPeer {
  base: string
  clientId: string
  clientSecret: string
  nextAccount: (account: OAuthAccount) => void
  close: () => Promise<void>
}

/** The account the next authorization signs in as. */
export interface OAuthAccount {
  id: number | string
  name: string
  login?: string
  /** GitHub: the address list; Facebook: the first address is `email`. */
  emails: { email: string; primary: boolean; verified: boolean }[]
}

interface Grant {
  account: OAuthAccount
  redirectUri: string
  challenge: string | null
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

/** Starts the fake on a free loopback port. */
export const startOAuthPeer = async (): Promise<OAuthPeer> => {
  const clientId = 'oauth-client'
  const clientSecret = 'oauth-secret-0123456789'
  let account: OAuthAccount = { id: 0, name: 'nobody', emails: [] }
  const codes = new Map<string, Grant>()
  const tokens = new Map<string, OAuthAccount>()
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://peer')
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const bearer = () => tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''))
    const exchange = (form: URLSearchParams) => {
      const grant = codes.get(form.get('code') ?? '')
      codes.delete(form.get('code') ?? '')
      const verifier = form.get('code_verifier')
      const pkceOk =
        grant?.challenge === null || (verifier !== null && s256(verifier) === grant?.challenge)
      if (
        !grant ||
        !pkceOk ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('redirect_uri') !== grant.redirectUri
      ) {
        return { error: 'bad_verification_code' }
      }
      const token = randomBytes(16).toString('hex')
      tokens.set(token, grant.account)
      return { access_token: token, token_type: 'bearer' }
    }
    if (url.pathname === '/github/authorize' || url.pathname === '/facebook/dialog/oauth') {
      const code = randomBytes(16).toString('hex')
      const redirectUri = url.searchParams.get('redirect_uri') ?? ''
      codes.set(code, { account, redirectUri, challenge: url.searchParams.get('code_challenge') })
      const back = new URL(redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { location: back.href })
      res.end()
      return
    }
    if (url.pathname === '/github/access_token' && req.method === 'POST') {
      let raw = ''
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
      req.on('end', () => json(200, exchange(new URLSearchParams(raw))))
      return
    }
    if (url.pathname === '/facebook/access_token') {
      const answer = exchange(url.searchParams)
      json('error' in answer ? 400 : 200, answer)
      return
    }
    const user = bearer()
    if (!user) return json(401, { message: 'Bad credentials' })
    if (url.pathname === '/github/user') {
      return json(200, {
        id: user.id,
        login: user.login ?? user.name,
        name: user.name,
        email: null,
      })
    }
    if (url.pathname === '/github/user/emails') return json(200, user.emails)
    if (url.pathname === '/facebook/me') {
      return json(200, { id: String(user.id), name: user.name, email: user.emails[0]?.email })
    }
    json(404, { message: 'Not Found' })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  return {
    base,
    clientId,
    clientSecret,
    nextAccount: (next) => {
      account = next
    },
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  }
}

/** The vendor options pointing `github` or `facebook` at this fake. */
export const oauthOptions = (peer: OAuthPeer, provider: 'github' | 'facebook') =>
  provider === 'github'
    ? {
        authorizationUrl: `${peer.base}/github/authorize`,
        tokenUrl: `${peer.base}/github/access_token`,
        userInfoUrl: `${peer.base}/github/user`,
        emailsUrl: `${peer.base}/github/user/emails`,
      }
    : {
        authorizationUrl: `${peer.base}/facebook/dialog/oauth`,
        tokenUrl: `${peer.base}/facebook/access_token`,
        userInfoUrl: `${peer.base}/facebook/me`,
      }
