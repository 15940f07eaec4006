import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Slack cannot be reached from here, so tests run against this loopback fake of Slack's HTTP API:
 * the OAuth consent page (`/oauth/v2/authorize`, which approves at once and redirects back with a
 * code), and the Web API methods Foyer calls (`/api/oauth.v2.access`, `/api/conversations.list`,
 * `/api/chat.postMessage`), with Slack's request shapes (form-encoded or JSON bodies, bearer
 * token) and answer shapes (`{ok: true, …}` or `{ok: false, error}`), so the official
 * `@slack/web-api` client talks to it through `slackApiUrl`.
 */
export interface SlackFake {
  /** The Web API base for FOYER_SLACK_API_URL (`http://127.0.0.1:<port>/api/`). */
  apiUrl: string
  /** The consent page for FOYER_SLACK_AUTHORIZE_URL. */
  authorizeUrl: string
  clientId: string
  clientSecret: string
  /** Env that points the server at this fake. */
  env: Record<string, string>
  /** A code the consent page would give (as if the admin approved), for the workspace named. */
  issueCode: (team?: { id: string; name: string }) => string
  /**
   * Sets the app's redirect URL as configured in Slack's dashboard: where the consent page sends
   * the admin back when the authorize request names none (Foyer without FOYER_SLACK_REDIRECT_URL).
   */
  setAppRedirectUrl: (url: string) => void
  /** Messages posted with `chat.postMessage`, in order. */
  posted: { channel: string; text: string; token: string }[]
  /** The channels of every workspace. */
  channels: { id: string; name: string }[]
  /** Takes back every token, as a workspace that removed the app. */
  revokeAll: () => void
  /** Answers every call with a 500 until turned off (Slack down). */
  setDown: (down: boolean) => void
  close: () => Promise<void>
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    return JSON.parse(text || '{}') as Record<string, unknown>
  }
  return Object.fromEntries(new URLSearchParams(text)) as Record<string, unknown>
}

/** Starts the fake on a free loopback port. */
export const startSlackFake = async (): Promise<SlackFake> => {
  const clientId = '1111.2222'
  const clientSecret = randomBytes(16).toString('hex')
  const codes = new Map<string, { id: string; name: string }>()
  const tokens = new Map<string, { id: string; name: string }>()
  const posted: SlackFake['posted'] = []
  const channels = [
    { id: 'C0GENERAL', name: 'general' },
    { id: 'C0ALERTS', name: 'alerts' },
    { id: 'C0SECURITY', name: 'security' },
  ]
  let down = false
  let appRedirectUrl = 'http://127.0.0.1/'

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const send = (body: Record<string, unknown>) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (down) {
        response.writeHead(500).end()
        return
      }
      if (url.pathname === '/oauth/v2/authorize') {
        const code = issueCode()
        const back = new URL(url.searchParams.get('redirect_uri') ?? appRedirectUrl)
        back.searchParams.set('code', code)
        back.searchParams.set('state', url.searchParams.get('state') ?? '')
        response.writeHead(302, { location: back.toString() }).end()
        return
      }
      const body = await readBody(request)
      const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '')
      const team = tokens.get(bearer)
      switch (url.pathname) {
        case '/api/oauth.v2.access': {
          if (body.client_id !== clientId || body.client_secret !== clientSecret) {
            send({ ok: false, error: 'invalid_client_id' })
            return
          }
          const granted = codes.get(String(body.code))
          codes.delete(String(body.code))
          if (!granted) {
            send({ ok: false, error: 'invalid_code' })
            return
          }
          const token = `xoxb-${randomBytes(12).toString('hex')}`
          tokens.set(token, granted)
          send({
            ok: true,
            access_token: token,
            token_type: 'bot',
            scope: 'chat:write,chat:write.public,channels:read,groups:read',
            bot_user_id: 'U0BOT',
            app_id: 'A0FOYER',
            team: granted,
            authed_user: { id: 'U0ADMIN' },
          })
          return
        }
        case '/api/conversations.list':
          if (!team) send({ ok: false, error: 'invalid_auth' })
          else send({ ok: true, channels, response_metadata: { next_cursor: '' } })
          return
        case '/api/chat.postMessage': {
          if (!team) send({ ok: false, error: 'invalid_auth' })
          else if (!channels.some((channel) => channel.id === body.channel)) {
            send({ ok: false, error: 'channel_not_found' })
          } else {
            posted.push({ channel: String(body.channel), text: String(body.text), token: bearer })
            send({ ok: true, channel: body.channel, ts: `${Date.now()}.000100` })
          }
          return
        }
        default:
          send({ ok: false, error: 'unknown_method' })
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`

  function issueCode(team = { id: 'T0ACME', name: 'Acme' }) {
    const code = randomBytes(8).toString('hex')
    codes.set(code, team)
    return code
  }

  return {
    apiUrl: `${base}/api/`,
    authorizeUrl: `${base}/oauth/v2/authorize`,
    clientId,
    clientSecret,
    env: {
      FOYER_SLACK_API_URL: `${base}/api/`,
      FOYER_SLACK_AUTHORIZE_URL: `${base}/oauth/v2/authorize`,
      FOYER_SLACK_CLIENT_ID: clientId,
      FOYER_SLACK_CLIENT_SECRET: clientSecret,
    },
    issueCode,
    setAppRedirectUrl: (value) => {
      appRedirectUrl = value
    },
    posted,
    channels,
    revokeAll: () => tokens.clear(),
    setDown: (value) => {
      down = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
