import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { Hono } from 'hono'
import { renderMissingBuildPage, renderPortalPage } from './portal-page'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

const LOADER = 'foyer.min.js'
const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

/**
 * The page runs only this server's scripts, styles carrying its nonce (the portal's shadow roots too) and
 * calls to this origin; it may not be framed (the portal holds account settings).
 */
const pagePolicy = (nonce: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join('; ')

/**
 * The hosted portal (spec 000 §2.1): `GET /oauth/portal` and every path under it (the portal's deep links)
 * answer its page; `GET /cdn/*` serves the CDN build it loads (files only, never outside the folder).
 * Without a build the page says how to make one (503).
 */
export const createHostedPortal = ({ config }: AppDeps) => {
  const page = (c: Context) => {
    c.header('cache-control', 'no-store')
    c.header('x-frame-options', 'DENY')
    if (!existsSync(join(config.cdnDir, LOADER)))
      return c.html(renderMissingBuildPage(config.cdnDir), 503)
    const nonce = randomBytes(16).toString('base64')
    c.header('content-security-policy', pagePolicy(nonce))
    return c.html(
      renderPortalPage({
        issuer: config.issuer,
        apiPrefix: config.apiPrefix.replace(/^\//, ''),
        loginUrl: `${config.appUrl}/account/login`,
        nonce,
      }),
    )
  }
  const asset = async (c: Context) => {
    const relative = c.req.path.slice('/cdn/'.length)
    const file = normalize(join(config.cdnDir, relative))
    if (!file.startsWith(`${config.cdnDir}/`) || !(extname(file) in types))
      return c.text('Not found', 404)
    try {
      const body = await readFile(file)
      c.header('content-type', types[extname(file)] ?? 'application/octet-stream')
      // The loader's name never changes; chunks are named by their hash.
      c.header(
        'cache-control',
        relative === LOADER ? 'no-cache' : 'public, max-age=31536000, immutable',
      )
      c.header('access-control-allow-origin', '*')
      return c.body(body)
    } catch {
      return c.text('Not found', 404)
    }
  }
  return new Hono().get('/oauth/portal', page).get('/oauth/portal/*', page).get('/cdn/*', asset)
}
