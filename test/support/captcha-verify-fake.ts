import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake answers for a token: the verify API's JSON. */
export type FakeVerdict = { success: boolean; score?: number; action?: string }

/** A request the fake received (form fields). */
export interface FakeVerifyRequest {
  secret: string | null
  response: string | null
  remoteip: string | null
}

/**
 * A loopback fake of the siteverify API that reCAPTCHA, Turnstile and hCaptcha share
 * (form-encoded `secret`, `response`, `remoteip`; JSON `{success, score?, action?}`): answers
 * each token's verdict as the test set it, `{success: false}` for any other token.
 */
export const startCaptchaVerifyFake = async () => {
  const verdicts = new Map<string, FakeVerdict>()
  const requests: FakeVerifyRequest[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const form = new URLSearchParams(body)
      const token = form.get('response')
      requests.push({ secret: form.get('secret'), response: token, remoteip: form.get('remoteip') })
      const verdict = (token !== null && verdicts.get(token)) || { success: false }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(verdict))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    requests,
    answer: (token: string, verdict: FakeVerdict) => verdicts.set(token, verdict),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
