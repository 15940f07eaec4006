import { assessInsights, assessRecommendations } from '../../../src/wire'
import { actorName } from '../audit/actor-name'
import { auditedChange } from '../audit/audited-change'
import { mailLocale } from '../delivery/words'
import { jsonResponse } from '../http/json-body'
import { createRouter, tenantRoute } from '../http/router'
import { limitBulkMail } from '../limits/bulk-mail'
import { readSecurityFacts } from '../security-center/facts'
import { remindMfaEnrolment } from '../security-center/mfa-reminder'
import { insightsSchema, mailedSchema, recommendationsSchema } from '../security-center/schema'
import type { AppDeps } from '../deps'

const base = '/security-center/resources'
const tags = ['Security center']

const recommendationsRoute = tenantRoute({
  method: 'get',
  path: `${base}/recommendations/v1`,
  permission: 'fe.secure.read.securityPolicy',
  tags,
  summary: "The tenant's security score and what would raise it, the most urgent first",
  responses: { 200: jsonResponse(recommendationsSchema, 'The score and recommendations') },
})

const insightsRoute = tenantRoute({
  method: 'get',
  path: `${base}/insights/v1`,
  permission: 'fe.secure.read.securityPolicy',
  tags,
  summary: 'Where the tenant stands in each security category (MFA, passwords, sessions, …)',
  responses: { 200: jsonResponse(insightsSchema, 'One insight per category and fact') },
})

const remindRoute = tenantRoute({
  method: 'post',
  path: `${base}/mfa-reminders/v1`,
  permission: 'fe.secure.write.users',
  tags,
  summary:
    'Mails each enabled member without a second factor a reminder to enrol one (once a day at most; 5 requests an hour per tenant)',
  responses: {
    200: jsonResponse(mailedSchema, 'Members mailed and members reminded in the last day'),
    429: { description: 'The tenant asked 5 times in the last hour' },
  },
})

/** The security center (wire §5.18) and its reminder to enrol a second factor (Foyer's own). */
export const createSecurityCenterRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(recommendationsRoute, async (c) => {
      const facts = await readSecurityFacts(deps.db, c.get('auth').tenantId, deps.now())
      const { score, items } = assessRecommendations(facts)
      return c.json({ scoring: { score }, recommendations: { items } }, 200)
    })
    .openapi(insightsRoute, async (c) => {
      const facts = await readSecurityFacts(deps.db, c.get('auth').tenantId, deps.now())
      return c.json({ insights: { items: assessInsights(facts) } }, 200)
    })
    .openapi(remindRoute, async (c) => {
      const auth = c.get('auth')
      await limitBulkMail(deps, c, auth.tenantId, 'mfa-reminder')
      const locale = mailLocale(c.req.header('accept-language'))
      const outcome = await auditedChange(c, async ({ trx, now }) => {
        const sent = await remindMfaEnrolment(trx, deps.config, {
          tenantId: auth.tenantId,
          locale,
          now,
        })
        return {
          result: sent,
          audit: {
            action: 'user.mfa.reminded',
            description: `${actorName(auth)} reminded ${sent.mailed.length} users to enrol a second factor`,
            details: { userIds: sent.mailed, skipped: sent.skipped },
          },
        }
      })
      return c.json({ mailed: outcome.mailed.length, skipped: outcome.skipped }, 200)
    })
