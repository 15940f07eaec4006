import { lookup as dnsLookup } from 'node:dns'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { BlockList, isIP } from 'node:net'
import type { LookupFunction } from 'node:net'

/**
 * Fetching what an admin typed (IdP metadata URLs, OIDC issuers) from the server is a way to
 * reach the server's own network (SSRF). Every such fetch goes through `guardedFetch`, which
 * refuses loopback, private, link-local, shared, multicast and reserved addresses unless
 * `FOYER_ALLOW_PRIVATE_NETWORK` is set (tests and on-premise IdPs). The address is checked in
 * the connection's own DNS lookup, so a name cannot resolve to a public address for the check
 * and a private one for the connection (DNS rebinding). Redirects are not followed.
 */

const blocked = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6')
}

/** True when `address` (an IP literal) is not on the public internet. */
export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address)
  if (family === 0) return true
  if (family === 6) {
    // IPv4-mapped and IPv4-compatible forms reach the IPv4 address they embed.
    const mapped = /^(?:::ffff:|::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4')
    if (/^::ffff:/i.test(address)) return true
    return blocked.check(address, 'ipv6')
  }
  return blocked.check(address, 'ipv4')
}

/** Whether the operator lets the server fetch from private networks (FOYER_ALLOW_PRIVATE_NETWORK). */
export const privateNetworkAllowed = (env: Record<string, string | undefined> = process.env) => {
  const value = env.FOYER_ALLOW_PRIVATE_NETWORK?.trim().toLowerCase()
  return value !== undefined && value !== '' && value !== '0' && value !== 'false'
}

/** Thrown for a URL the guard refuses; callers answer it as a 400 naming the URL's problem. */
export class FetchRefused extends Error {
  override readonly name = 'FetchRefused'
}

/** Limits of one guarded fetch. */
export interface FetchGuardOptions {
  /** Overrides FOYER_ALLOW_PRIVATE_NETWORK (tests). */
  allowPrivateNetwork?: boolean
  /** Milliseconds before the request is abandoned; 10 s by default. */
  timeoutMs?: number
  /** The most bytes of body read; 1 MiB by default. */
  maxBytes?: number
}

const guardedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 0)
        return
      }
      const list = addresses
      const refused = list.find((entry) => !allowPrivate && isPrivateAddress(entry.address))
      const first = list[0]
      if (refused || !first) {
        const reason = new FetchRefused(`${hostname} resolves to a private or reserved address`)
        callback(reason as NodeJS.ErrnoException, '', 0)
        return
      }
      if (options.all) callback(null, list)
      else callback(null, first.address, first.family)
    })
  }

/**
 * Checks a URL before any connection: http or https (http only with private networks allowed,
 * as production IdPs are https), no credentials in it, and an IP literal host must be public.
 */
export const checkFetchUrl = (raw: string, options: FetchGuardOptions = {}): URL => {
  const allowPrivate = options.allowPrivateNetwork ?? privateNetworkAllowed()
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new FetchRefused('The URL is not valid')
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new FetchRefused('The URL must use https')
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefused('The URL must not carry credentials')
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
    throw new FetchRefused('The URL points at a private or reserved address')
  }
  return url
}

const bodyOf = (body: unknown): Buffer | undefined => {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string') return Buffer.from(body)
  if (body instanceof URLSearchParams) return Buffer.from(body.toString())
  if (body instanceof ArrayBuffer) return Buffer.from(body)
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  throw new FetchRefused('Unsupported request body')
}

const headersOf = (headers: unknown): Record<string, string> => {
  if (headers === undefined || headers === null) return {}
  return Object.fromEntries(
    new Headers(headers as ConstructorParameters<typeof Headers>[0]).entries(),
  )
}

/**
 * A `fetch` (the subset openid-client and the SAML metadata reader use: method, headers, a
 * string, form or bytes body) that refuses private networks as described above, times out, caps
 * the body and never follows redirects. Rejects with `FetchRefused` for a refused URL or
 * address, and with the network's error otherwise.
 */
export const guardedFetch = async (
  input: string | URL,
  init: { method?: string; headers?: unknown; body?: unknown; signal?: AbortSignal | null } = {},
  options: FetchGuardOptions = {},
): Promise<Response> => {
  const allowPrivate = options.allowPrivateNetwork ?? privateNetworkAllowed()
  const url = checkFetchUrl(String(input), { allowPrivateNetwork: allowPrivate })
  const maxBytes = options.maxBytes ?? 1024 * 1024
  const body = bodyOf(init.body)
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<Response>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { ...headersOf(init.headers), ...(body ? { 'content-length': body.length } : {}) },
        lookup: guardedLookup(allowPrivate),
        timeout: options.timeoutMs ?? 10_000,
        signal: init.signal ?? undefined,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        let size = 0
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            incoming.destroy()
            reject(new FetchRefused(`The answer is larger than ${maxBytes} bytes`))
            return
          }
          chunks.push(chunk)
        })
        incoming.on('error', reject)
        incoming.on('end', () => {
          const headers = new Headers()
          for (const [name, value] of Object.entries(incoming.headers)) {
            if (Array.isArray(value)) for (const item of value) headers.append(name, item)
            else if (value !== undefined) headers.set(name, value)
          }
          const status = incoming.statusCode ?? 502
          const empty = status === 204 || status === 304
          resolve(
            new Response(empty ? null : Buffer.concat(chunks), {
              status,
              statusText: incoming.statusMessage ?? '',
              headers,
            }),
          )
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new FetchRefused('The request timed out')))
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}
