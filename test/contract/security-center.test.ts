import { describe, expect } from 'vitest'
import { SECURITY_CENTER_PATHS } from '../../src/api/security-center'
import { INSIGHTS, RECOMMENDATIONS } from '../../src/wire'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { InsightsAnswer, RecommendationsAnswer } from '../../src/wire'

startTargets()

/**
 * The demo keeps a believable picture of its own (MFA forced, five members enrolled), so the two
 * sides agree on the shapes, the catalogue every item follows and the categories, not the numbers.
 */
describe('security center: demo and server agree', () => {
  contract(
    'the recommendations: a score, then items of the catalogue, most urgent first',
    async (target) => {
      const token = await signIn(target)
      const answer = await target.request(SECURITY_CENTER_PATHS.recommendations, { token })
      expect(answer.status).toBe(200)
      const body = answer.body as RecommendationsAnswer
      expect(body.scoring.score).toBeGreaterThanOrEqual(0)
      expect(body.scoring.score).toBeLessThanOrEqual(100)
      const order = { SEVERE: 0, WARNING: 1, INFO: 2 }
      const ranks = body.recommendations.items.map((item) => order[item.severity])
      expect(ranks).toEqual([...ranks].sort())
      for (const item of body.recommendations.items) {
        const rule = RECOMMENDATIONS[item.code]
        expect([item.severity, item.category]).toEqual([rule.severity, rule.category])
      }
      const [first] = body.recommendations.items
      return {
        status: answer.status,
        keys: Object.keys(body),
        item: shapeOf(first),
        metadata: shapeOf(first?.metadata),
        totalUsers: first?.metadata?.totalUsers,
      }
    },
  )

  contract('the insights: one or two per category, in the catalogue’s order', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(SECURITY_CENTER_PATHS.insights, { token })
    const body = answer.body as InsightsAnswer
    for (const item of body.insights.items) expect(item.category).toBe(INSIGHTS[item.code])
    return {
      status: answer.status,
      categories: [...new Set(body.insights.items.map((item) => item.category))],
      item: shapeOf(body.insights.items[0]),
    }
  })

  contract(
    'reminders answer how many were mailed and skipped; the second skips them all',
    async (target) => {
      const token = await signIn(target)
      const path = SECURITY_CENTER_PATHS.mfaReminders
      const first = await target.request(path, { token, body: {} })
      const again = await target.request(path, { token, body: {} })
      const { mailed } = first.body as { mailed: number }
      expect(mailed).toBeGreaterThan(0)
      expect(again.body).toEqual({ mailed: 0, skipped: mailed })
      return [first.status, shapeOf(first.body), again.status]
    },
  )

  contract(
    'the breached-passwords table’s reset answers an empty object; a Viewer may not send it',
    async (target) => {
      const token = await signIn(target)
      const path = SECURITY_CENTER_PATHS.breachedReset
      const sent = await target.request(path, { token, body: {} })
      if (!target.signInWithRole) throw new Error(`${target.name} cannot sign in with a role`)
      const viewer = await target.signInWithRole('Viewer')
      const refused = await target.request(path, { token: viewer, body: {} })
      return [sent.status, sent.body, wireFailure(target, refused, 403)]
    },
  )

  contract('without a token every call is a 401 in the wire shape', async (target) => {
    const answers = []
    for (const path of [SECURITY_CENTER_PATHS.recommendations, SECURITY_CENTER_PATHS.insights]) {
      answers.push(wireFailure(target, await target.request(path), 401))
    }
    return answers
  })
})
