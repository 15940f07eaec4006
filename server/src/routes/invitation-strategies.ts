import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import {
  readVendorConfiguration,
  writeVendorConfiguration,
} from '../configuration/vendor-configuration'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, vendorRoute } from '../http/router'
import type { AppDeps } from '../deps'

const path = '/identity/resources/configurations/v1/invitation/strategies'
const tags = ['Management: configuration']

const strategySchema = z
  .object({
    strategy: z.enum(['link', 'code']).openapi({
      description:
        '`link`: the mailed link accepts. `code`: the link opens the code route, which sends a fresh 6-digit code that must come back',
    }),
    codeChannel: z.enum(['email', 'sms']).openapi({
      description: '`sms` texts the code to an invited user who has a number (others are mailed)',
    }),
  })
  .openapi('InvitationStrategy')

const readRoute = vendorRoute({
  method: 'get',
  path,
  tags,
  summary: 'How invitations are accepted: with the link alone, or with a code sent when it opens',
  responses: { 200: jsonResponse(strategySchema, 'The invitation strategy') },
})

const saveRoute = vendorRoute({
  method: 'post',
  path,
  tags,
  summary: 'Change how invitations are accepted (either key may be left out)',
  request: { body: jsonBody(strategySchema.partial().strict()) },
  responses: { 200: jsonResponse(strategySchema, 'The invitation strategy after the change') },
})

/**
 * The invitation strategy of the vendor configuration (management rows 24-25; the shape is
 * Foyer's, as the wire reference lists the paths only). Every change is audited.
 */
export const createInvitationStrategyRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(readRoute, async (c) =>
      c.json((await readVendorConfiguration(deps.db)).invitationStrategy, 200),
    )
    .openapi(saveRoute, async (c) => {
      const patch = c.req.valid('json')
      const saved = await auditedChange(c, async ({ trx, now }) => {
        const current = (await readVendorConfiguration(trx)).invitationStrategy
        const invitationStrategy = { ...current, ...patch }
        const written = await writeVendorConfiguration(trx, { invitationStrategy }, now)
        return {
          result: written.invitationStrategy,
          audit: {
            action: 'vendor.configuration.updated',
            description: `Invitation strategy set to ${invitationStrategy.strategy} (${invitationStrategy.codeChannel})`,
            tenantId: null,
            details: { changed: ['invitationStrategy'], invitationStrategy },
          },
        }
      })
      return c.json(saved, 200)
    })
