import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { describe, expect, it } from 'vitest'
import { demoAltchaChallenge, demoCaptchaSolved } from '../../src/demo/captcha'
import type { Challenge } from 'altcha-lib'

/** The widget's payload for `challenge`: base64 JSON of the challenge and a solution found for it. */
const solved = async (challenge: Challenge) => {
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge, solution }))
}

describe('the demo captcha', () => {
  it('takes a solved challenge of this page once', async () => {
    const payload = await solved(await demoAltchaChallenge(Date.now()))
    expect(await demoCaptchaSolved(payload)).toBe(true)
    expect(await demoCaptchaSolved(payload)).toBe(false)
  })

  it('refuses an expired, a tampered, an unsolved and a malformed payload', async () => {
    const expired = await solved(await demoAltchaChallenge(Date.now() - 11 * 60 * 1000))
    expect(await demoCaptchaSolved(expired)).toBe(false)

    const challenge = await demoAltchaChallenge(Date.now())
    const solution = await solveChallenge({ challenge, deriveKey })
    const cheaper = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }
    expect(await demoCaptchaSolved(btoa(JSON.stringify({ challenge: cheaper, solution })))).toBe(
      false,
    )
    const guessed = { ...solution, derivedKey: '00'.repeat(32) }
    expect(await demoCaptchaSolved(btoa(JSON.stringify({ challenge, solution: guessed })))).toBe(
      false,
    )
    for (const token of [undefined, '', 'not base64 json', btoa('{"challenge":1}')]) {
      expect(await demoCaptchaSolved(token)).toBe(false)
    }
  })
})
