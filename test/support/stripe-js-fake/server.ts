import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The loopback Stripe.js fake: where its script is, and how many times a page fetched it. */
export interface StripeJsFake {
  /** The script's address on loopback. */
  scriptUrl: string
  /** How many times the script was fetched (Stripe.js loads only when a card form opens). */
  loads: () => number
  close: () => Promise<void>
}

const source = readFileSync(new URL('./stripe.js', import.meta.url), 'utf8')

/**
 * Serves the FAKE of Stripe.js (`stripe.js` beside this file: Stripe cannot be reached here) on
 * loopback, bound to the Stripe HTTP fake at `apiUrl`; a test answers the page's request for
 * `https://js.stripe.com/…/stripe.js` with it, so nothing leaves the machine.
 */
export async function startStripeJsFake(apiUrl: string): Promise<StripeJsFake> {
  const script = source.replace("'__STRIPE_API_URL__'", JSON.stringify(apiUrl.replace(/\/$/, '')))
  let loads = 0
  const server = createServer((request, response) => {
    if (request.method === 'GET' && request.url?.startsWith('/stripe.js')) {
      loads += 1
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
      })
      response.end(script)
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    scriptUrl: `http://127.0.0.1:${port}/stripe.js`,
    loads: () => loads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
