import { z } from '@hono/zod-openapi'
import type { Operation, Rule } from '../../../src/entitlements'

/** A treatment on the wire. */
export const treatmentSchema = z.enum(['true', 'false'], {
  error: () => "expected 'true' or 'false'",
})

const listPayload = z.object({ list: z.array(z.string().max(1000)).max(1000) }).strict()
const numberPayload = z.object({ number: z.number().finite() }).strict()
const rangePayload = z
  .object({ start: z.number().finite(), end: z.number().finite() })
  .strict()
  .refine((range) => range.start <= range.end, { message: 'start must not be after end' })
const isoDate = z.iso.datetime({ offset: true })
const datePayload = z.object({ date: isoDate }).strict()
const dateRangePayload = z
  .object({ start: isoDate, end: isoDate })
  .strict()
  .refine((range) => Date.parse(range.start) <= Date.parse(range.end), {
    message: 'start must not be after end',
  })
const regexPayload = z
  .object({ string: z.string().max(1000) })
  .strict()
  .refine(
    (payload) => {
      try {
        new RegExp(payload.string)
        return true
      } catch {
        return false
      }
    },
    { message: 'not a valid regular expression' },
  )

/** The payload schema of every operation of the engine (entitlements.md, "Operations"). */
const payloads: Record<Operation, z.ZodType> = {
  in_list: listPayload,
  starts_with: listPayload,
  ends_with: listPayload,
  contains: listPayload,
  matches: regexPayload,
  equal: numberPayload,
  greater_than: numberPayload,
  greater_than_equal: numberPayload,
  lower_than: numberPayload,
  lower_than_equal: numberPayload,
  between_numeric: rangePayload,
  is: z.object({ boolean: z.boolean() }).strict(),
  on: datePayload,
  between_date: dateRangePayload,
  on_or_after: datePayload,
  on_or_before: datePayload,
}

const operations = Object.keys(payloads) as [Operation, ...Operation[]]

const conditionSchema = z
  .object({
    attribute: z.string().trim().min(1).max(200),
    negate: z.boolean().default(false),
    op: z.enum(operations),
    value: z.record(z.string(), z.unknown()),
  })
  .strict()
  .superRefine((condition, context) => {
    const result = payloads[condition.op].safeParse(condition.value)
    if (result.success) return
    const issue = result.error.issues[0]
    context.addIssue({
      code: 'custom',
      path: ['value', ...(issue?.path ?? [])],
      message: `invalid payload for ${condition.op}: ${issue?.message ?? 'malformed'}`,
    })
  })

/** One targeting rule: every condition must hold for its treatment to apply. */
export const ruleSchema = z
  .object({
    conditionLogic: z.literal('and').default('and'),
    conditions: z.array(conditionSchema).min(1).max(50),
    treatment: treatmentSchema,
  })
  .strict()

/** The rules of a plan or flag, checked against the engine's operations and payloads. */
export const rulesSchema = z.array(ruleSchema).max(100)

/** Reads stored rules back; anything but an array reads as no rules. */
export const storedRules = (value: unknown): Rule[] =>
  Array.isArray(value) ? (value as Rule[]) : []
