import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import type { AddressInfo } from 'node:net'

/** A running static server: its origin and how to stop it. */
export interface ServedCdn {
  origin: string
  close: () => Promise<void>
}

/**
 * Serves the files of `folder` (a CDN build) under `/cdn/` and the host page `html` (or what it returns for
 * the path) at any other path, on a fresh loopback port: as a host would serve the CDN folder as built.
 */
export async function serveCdn(
  folder: string,
  html: string | ((path: string) => string),
): Promise<ServedCdn> {
  const root = resolve(folder)
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (!path.startsWith('/cdn/')) {
      const body = typeof html === 'string' ? html : html(path)
      response.writeHead(200, { 'content-type': 'text/html' }).end(body)
      return
    }
    const file = normalize(join(root, path.slice('/cdn/'.length)))
    if (!file.startsWith(`${root}/`)) {
      response.writeHead(404).end()
      return
    }
    readFile(file).then(
      (body) => {
        const type = extname(file) === '.js' ? 'text/javascript' : 'application/octet-stream'
        response.writeHead(200, { 'content-type': type }).end(body)
      },
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
