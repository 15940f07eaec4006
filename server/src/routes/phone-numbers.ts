import { z } from '@hono/zod-openapi'
import { jsonBody, jsonResponse } from '../http/json-body'
import { createRouter, userRoute } from '../http/router'
import { emptyObjectSchema, isoInstant, listAnswer, listSchema } from '../http/wire-schemas'
import { limitSend } from '../limits/send'
import {
  addPhoneNumber,
  deletePhoneNumber,
  listPhoneNumbers,
  MAX_PHONE_NUMBERS,
  verifyDeletePhoneNumber,
  verifyPhoneNumber,
} from '../profile/phone-numbers'
import { requirePhone } from '../recovery/phone-reset'
import { recoveryRequest } from '../recovery/request'
import { assertReverified } from '../reverification/guard'
import type { AppDeps } from '../deps'
import type { AppEnv } from '../http/app-env'
import type { Context } from 'hono'

const PHONES = '/identity/resources/users/phone-numbers/v1'
const tags = ['Phone numbers']
const secret = z.string().max(512)
const codeBody = jsonBody(z.object({ otcToken: secret, code: secret }))
const phoneBody = jsonBody(
  z.object({ phoneNumber: z.string().max(64), verify: z.boolean().optional() }),
)
const phoneSchema = z.object({
  id: z.uuid(),
  phoneNumber: z.string(),
  verified: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
})
const absent = (value: unknown) => (value === '' || value === 'undefined' ? undefined : value)
const codeGone = { 410: { description: 'The code expired, was used or tried too often' } }
const sends = {
  200: jsonResponse(z.object({ otcToken: z.string() }), 'A code was texted to the number'),
  403: { description: 'A recent sign-in is needed first (ER-FOYER-1030 or ER-FOYER-1032)' },
  409: { description: 'The number is on the profile already, verified' },
  429: { description: 'Too many messages for this address or recipient' },
}

const listRoute = userRoute({
  method: 'get',
  path: PHONES,
  tags,
  summary: 'My phone numbers, a page of them (_offset counts items)',
  request: {
    query: z.object({
      _limit: z.preprocess(absent, z.coerce.number().int().min(1).max(100).optional()),
      _offset: z.preprocess(absent, z.coerce.number().int().min(0).max(10_000).optional()),
    }),
  },
  responses: { 200: jsonResponse(listSchema(phoneSchema), 'My phone numbers') },
})
const mineRoute = userRoute({
  method: 'get',
  path: `${PHONES}/me`,
  tags,
  summary: 'All my phone numbers',
  responses: { 200: jsonResponse(z.array(phoneSchema), 'My phone numbers') },
})
const createRoute = userRoute({
  method: 'post',
  path: PHONES,
  tags,
  summary: `Add a number (at most ${MAX_PHONE_NUMBERS}) and text it a code`,
  request: { body: phoneBody },
  responses: sends,
})
const preverifyRoute = userRoute({
  method: 'post',
  path: `${PHONES}/preverify`,
  tags,
  summary: 'Text a new code to a number not verified yet (adding it when new)',
  request: { body: phoneBody },
  responses: sends,
})
const verifyRoute = userRoute({
  method: 'post',
  path: `${PHONES}/verify`,
  tags,
  summary: 'Verify a number with its texted code',
  request: { body: codeBody },
  responses: { 200: jsonResponse(emptyObjectSchema, 'The number is verified'), ...codeGone },
})
const deleteRoute = userRoute({
  method: 'delete',
  path: `${PHONES}/{phoneId}`,
  tags,
  summary: 'Delete a number: an unverified one at once, a verified one after a texted code',
  request: { params: z.object({ phoneId: z.string().max(64) }) },
  responses: {
    200: jsonResponse(
      z.object({ phoneId: z.string(), otcToken: z.string() }),
      'Deleted (otcToken empty), or a code texted to confirm the deletion',
    ),
  },
})
const deleteVerifyRoute = userRoute({
  method: 'post',
  path: `${PHONES}/{phoneId}/delete/verify`,
  tags,
  summary: 'Delete a verified number with the code texted to it',
  request: { params: z.object({ phoneId: z.string().max(64) }), body: codeBody },
  responses: { 200: jsonResponse(emptyObjectSchema, 'The number is deleted'), ...codeGone },
})

const ownerOf = (c: Context<AppEnv>) => {
  const auth = c.get('auth')
  return { userId: auth.sub, tenantId: auth.tenantId }
}

/** The signed-in user's phone numbers (wire §5.11 rows 1-7), each verified by a texted code. */
export const createPhoneNumberRoutes = (deps: AppDeps) => {
  const send = async (c: Context<AppEnv>, value: string) => {
    const phone = requirePhone(value)
    await assertReverified(deps, c.get('auth'))
    await limitSend(deps, c, phone)
    return addPhoneNumber(recoveryRequest(deps, c), ownerOf(c), phone)
  }
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query')
      const limit = query._limit ?? MAX_PHONE_NUMBERS
      const page = { limit, offset: query._offset ?? 0 }
      const { items, total } = await listPhoneNumbers(deps.db, c.get('auth').sub, page)
      return c.json(listAnswer(items.map(toWire), total, limit), 200)
    })
    .openapi(mineRoute, async (c) => {
      const all = { limit: MAX_PHONE_NUMBERS, offset: 0 }
      const { items } = await listPhoneNumbers(deps.db, c.get('auth').sub, all)
      return c.json(items.map(toWire), 200)
    })
    .openapi(createRoute, async (c) => c.json(await send(c, c.req.valid('json').phoneNumber), 200))
    .openapi(preverifyRoute, async (c) =>
      c.json(await send(c, c.req.valid('json').phoneNumber), 200),
    )
    .openapi(verifyRoute, async (c) => {
      await verifyPhoneNumber(recoveryRequest(deps, c), ownerOf(c), c.req.valid('json'))
      return c.json({}, 200)
    })
    .openapi(deleteRoute, async (c) => {
      const { phoneId } = c.req.valid('param')
      await assertReverified(deps, c.get('auth'))
      return c.json(await deletePhoneNumber(recoveryRequest(deps, c), ownerOf(c), phoneId), 200)
    })
    .openapi(deleteVerifyRoute, async (c) => {
      const { phoneId } = c.req.valid('param')
      const request = recoveryRequest(deps, c)
      await verifyDeletePhoneNumber(request, ownerOf(c), phoneId, c.req.valid('json'))
      return c.json({}, 200)
    })
}

const toWire = (phone: {
  id: string
  phoneNumber: string
  verified: boolean
  createdAt: Date
  updatedAt: Date
}) => ({
  ...phone,
  createdAt: phone.createdAt.toISOString(),
  updatedAt: phone.updatedAt.toISOString(),
})
