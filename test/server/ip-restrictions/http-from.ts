import { request } from 'node:http'

/** What `httpFrom` answers: the status, the parsed JSON body and the Set-Cookie headers. */
export interface HttpAnswer<T = unknown> {
  status: number
  body: T
  cookies: string[]
}

/**
 * A JSON request over a real socket whose local end is bound to `localAddress` (any 127.0.0.0/8
 * address reaches a server listening on 127.0.0.1 on Linux): the server sees the request come
 * from that address, as it would from another machine.
 */
export const httpFrom = <T = unknown>(
  localAddress: string,
  url: string,
  init: {
    method?: string
    body?: unknown
    token?: string
    cookie?: string
    headers?: Record<string, string>
  } = {},
): Promise<HttpAnswer<T>> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers }
    if (init.token) headers.authorization = `Bearer ${init.token}`
    if (init.cookie) headers.cookie = init.cookie
    const req = request(
      url,
      { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, localAddress },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const setCookie = res.headers['set-cookie'] ?? []
          resolve({
            status: res.statusCode ?? 0,
            body: (text === '' ? undefined : JSON.parse(text)) as T,
            cookies: setCookie.map((cookie) => cookie.split(';')[0] ?? ''),
          })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(init.body === undefined ? undefined : JSON.stringify(init.body))
  })
