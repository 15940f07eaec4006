import { call } from '../helpers'
import type { InsightsAnswer, RecommendationsAnswer } from '../../../src/wire'
import type { TestServer } from '../helpers'

/** The tenant's recommendations as the admin reads them. */
export const recommendations = async (server: TestServer, token: string) => {
  const response = await call(server, '/security-center/resources/recommendations/v1', { token })
  if (response.status !== 200) throw new Error(`recommendations answered ${response.status}`)
  return (await response.json()) as RecommendationsAnswer
}

/** The codes of the tenant's recommendations, and its score. */
export const standing = async (server: TestServer, token: string) => {
  const answer = await recommendations(server, token)
  return {
    score: answer.scoring.score,
    codes: answer.recommendations.items.map((item) => item.code),
  }
}

/** The codes of the tenant's insights. */
export const insightCodes = async (server: TestServer, token: string) => {
  const response = await call(server, '/security-center/resources/insights/v1', { token })
  if (response.status !== 200) throw new Error(`insights answered ${response.status}`)
  return ((await response.json()) as InsightsAnswer).insights.items.map((item) => item.code)
}
