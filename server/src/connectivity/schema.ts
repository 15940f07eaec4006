import { z } from '@hono/zod-openapi'
import { isCatalogueEvent } from '../events/catalogue'
import { MAX_RECIPIENTS } from './rules'

/** An event key of the catalogue (`user.invited`); anything else is a 400 naming it. */
export const eventKeySchema = z
  .string()
  .max(100)
  .refine(isCatalogueEvent, { error: (issue) => `${String(issue.input)} is not an event` })
  .openapi({ example: 'user.invited' })

/** The event of a path. */
export const eventParam = z.object({ eventKey: eventKeySchema })

/** An email or SMS subscription (`IEmailSMSSubscriptionResponse`). */
export const recipientSubscriptionSchema = z
  .object({
    id: z.string().max(64).optional(),
    name: z.string().trim().max(100).default(''),
    enabled: z.boolean().default(true),
    recipients: z.array(z.string().max(254)).max(MAX_RECIPIENTS * 2),
  })
  .openapi('EmailSmsSubscription')

/** An event's email or SMS configuration (`IEmailSMSConfigResponse`). */
export const recipientConfigSchema = z
  .object({
    eventKey: z.string(),
    enabled: z.boolean(),
    subscriptions: z.array(
      recipientSubscriptionSchema.extend({
        id: z.string(),
        name: z.string(),
        enabled: z.boolean(),
      }),
    ),
  })
  .openapi('EmailSmsConfig')

/** The body that sets an event's configuration. */
export const recipientConfigBody = z.object({
  enabled: z.boolean().default(true),
  subscriptions: z.array(recipientSubscriptionSchema).max(20).default([]),
})

/** One event of a Slack subscription. */
export const slackEventSchema = z.object({
  eventKey: eventKeySchema,
  channelIds: z.array(z.string().max(40)).max(50),
  title: z.string().max(150).optional(),
  message: z.string().max(2000).optional(),
})

/** A Slack subscription (`ISlackSubscription`). */
export const slackSubscriptionSchema = z
  .object({
    id: z.string().max(64).optional(),
    isActive: z.boolean().default(true),
    slackEvents: z.array(slackEventSchema).max(100),
  })
  .openapi('SlackSubscription')

/** `GET …/slack`: the workspace and its subscriptions. */
export const slackConfigurationSchema = z
  .object({
    id: z.string(),
    installed: z.boolean(),
    teamId: z.string(),
    teamName: z.string(),
    slackSubscriptions: z.array(slackSubscriptionSchema.extend({ id: z.string() })),
  })
  .openapi('SlackConfiguration')

/** `GET …/slack/applications`: what the portal needs to start Slack's OAuth. */
export const slackApplicationSchema = z
  .object({
    configured: z.boolean(),
    clientId: z.string(),
    scope: z.string(),
    scopes: z.array(z.string()),
    authorizeUrl: z.string(),
    redirectUri: z.string().optional(),
  })
  .openapi('SlackApplication')

/** A Slack channel the bot can post to. */
export const slackChannelSchema = z.object({ id: z.string(), name: z.string() })
