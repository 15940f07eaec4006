import { z } from '@hono/zod-openapi'
import {
  INSIGHTS,
  RECOMMENDATION_SEVERITIES,
  RECOMMENDATIONS,
  SECURITY_CATEGORIES,
} from '../../../src/wire'
import type { InsightCode, RecommendationCode } from '../../../src/wire'

const count = z.number().int().min(0)

/** `Metadata` of wire §5.18: every leaf a number, every part optional. */
export const securityMetadataSchema = z
  .object({
    totalUsers: count.optional(),
    mfa: z.object({ enrolledUsersCount: count.optional() }).optional(),
    inactivity: z.object({ staleUsersCount: count.optional() }).optional(),
    password: z
      .object({
        breachedPasswordUsersCount: count.optional(),
        historyRecommendations: count.optional(),
        userLockoutRecommendation: count.optional(),
      })
      .optional(),
    sessions: z
      .object({
        configuredSessionSettings: count.optional(),
        forceReloginRecommendation: count.optional(),
        concurrencyRecommendation: count.optional(),
        idleTimeoutRecommendation: count.optional(),
      })
      .optional(),
    restrictions: z
      .object({ ipsCount: count.optional(), domainsCount: count.optional() })
      .optional(),
  })
  .openapi('SecurityCenterMetadata')

const category = z.enum(SECURITY_CATEGORIES)
const recommendationCodes = Object.keys(RECOMMENDATIONS) as [RecommendationCode]
const insightCodes = Object.keys(INSIGHTS) as [InsightCode]

/** The answer of `GET /security-center/resources/recommendations/v1`. */
export const recommendationsSchema = z
  .object({
    scoring: z.object({
      score: z.number().int().min(0).max(100).openapi({
        description: '100 less the points of every recommendation (server/README.md)',
      }),
    }),
    recommendations: z.object({
      items: z.array(
        z.object({
          code: z.enum(recommendationCodes),
          severity: z.enum(RECOMMENDATION_SEVERITIES),
          category,
          metadata: securityMetadataSchema.optional(),
        }),
      ),
    }),
  })
  .openapi('SecurityRecommendations')

/** The answer of `GET /security-center/resources/insights/v1`. */
export const insightsSchema = z
  .object({
    insights: z.object({
      items: z.array(
        z.object({
          code: z.enum(insightCodes),
          category,
          metadata: securityMetadataSchema.optional(),
        }),
      ),
    }),
  })
  .openapi('SecurityInsights')

/** The answer of a bulk mail of the security center: how many members were mailed. */
export const mailedSchema = z
  .object({
    mailed: count.openapi({ description: 'Members mailed by this request' }),
    skipped: count.openapi({
      description: 'Members left out: mailed the same message in the last 24 hours',
    }),
  })
  .openapi('SecurityCenterMailed')
