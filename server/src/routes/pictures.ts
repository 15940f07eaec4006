import { z } from '@hono/zod-openapi'
import { auditedChange } from '../audit/audited-change'
import { badRequest, notFound } from '../http/api-error'
import { createRouter, publicRoute, userRoute } from '../http/router'
import {
  checkPicture,
  findPicture,
  PICTURE_PATH,
  pictureUrl,
  savePicture,
} from '../profile/picture'
import type { AppDeps } from '../deps'

const tags = ['Profile']

const uploadRoute = userRoute({
  method: 'put',
  path: '/team/resources/profile/me/image/v1',
  tags,
  summary: 'Upload my picture (multipart, one image file); answers its URL as text',
  responses: {
    200: {
      description: 'The URL of the picture',
      content: { 'text/plain': { schema: z.string() } },
    },
    400: { description: 'Not a png, jpeg, webp or gif image, or too large' },
  },
})
const serveRoute = publicRoute({
  method: 'get',
  path: `${PICTURE_PATH}/{pictureId}`,
  tags,
  summary: "A user's picture (public: an <img> sends no token; its id is unguessable)",
  request: { params: z.object({ pictureId: z.string().max(64) }) },
  responses: {
    200: {
      description: 'The image (png, jpeg, webp or gif)',
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
    },
  },
})

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Profile pictures: the wire's upload (§5.4 row 3) and the server serving what it keeps. */
export const createPictureRoutes = (deps: AppDeps) =>
  createRouter()
    .openapi(uploadRoute, async (c) => {
      const form = await c.req.formData().catch(() => {
        throw badRequest('image must be sent as multipart/form-data')
      })
      const file = [...form.values()].find((value) => typeof value !== 'string')
      if (!file || typeof file === 'string') throw badRequest('image is required')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const type = checkPicture(bytes, file.type, 'image')
      const userId = c.get('auth').sub
      await auditedChange(c, async ({ trx, now }) => {
        const changed = await savePicture(trx, userId, { bytes, type }, now)
        return {
          result: changed,
          audit: {
            action: 'user.picture.updated',
            description: changed ? 'Profile picture changed' : 'Same profile picture uploaded',
            details: { type, bytes: bytes.length },
          },
        }
      })
      const picture = await findPicture(deps.db, userId)
      if (!picture) throw notFound('The picture was removed meanwhile')
      // The client adds its own `?t=`: answer the URL without one.
      return c.text(pictureUrl(deps.config, picture).split('?')[0] ?? '', 200)
    })
    .openapi(serveRoute, async (c) => {
      const { pictureId } = c.req.valid('param')
      const row = UUID.test(pictureId)
        ? await deps.db
            .selectFrom('user_pictures')
            .select(['content_type', 'data', 'sha256'])
            .where('id', '=', pictureId)
            .executeTakeFirst()
        : undefined
      if (!row) throw notFound('No such picture')
      const etag = `"${row.sha256}"`
      const headers = {
        'cache-control': 'public, max-age=86400',
        etag,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cross-origin-resource-policy': 'cross-origin',
      }
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
      return c.body(Buffer.from(row.data), 200, { ...headers, 'content-type': row.content_type })
    })
