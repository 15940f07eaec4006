import { z } from '@hono/zod-openapi'
import { badRequest, notFound } from '../http/api-error'
import { clientInfo } from '../http/client-info'
import { jsonResponse } from '../http/json-body'
import { createRouter, publicRoute, userRoute } from '../http/router'
import { parseIpEntry } from '../ip-restrictions/address'

const tags = ['Metadata']

/**
 * `IMetadataIp`. The server ships no geolocation database (see server/README.md, "IP
 * restrictions"), so every place field is null and the coordinates 0: only `ip` is known.
 */
const metadataIpSchema = z
  .object({
    ip: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    city: z.string().nullable(),
    country_name: z.string().nullable(),
    country_code: z.string().nullable(),
    zip: z.string().nullable(),
    location: z.object({
      country_flag: z.string().nullable().optional(),
      country_flag_emoji: z.string().nullable().optional(),
    }),
  })
  .openapi('MetadataIp')

const metadataOf = (ip: string) => ({
  ip,
  latitude: 0,
  longitude: 0,
  city: null,
  country_name: null,
  country_code: null,
  zip: null,
  location: { country_flag: null, country_flag_emoji: null },
})

const meRoute = publicRoute({
  method: 'get',
  path: '/metadata/ipme',
  tags,
  summary:
    "The caller's address as the server sees it (FOYER_TRUSTED_PROXIES decides whether " +
    'X-Forwarded-For counts): what IP restrictions judge',
  responses: {
    200: jsonResponse(metadataIpSchema, 'The address'),
    404: { description: 'The server cannot tell the address' },
  },
})

const ipRoute = userRoute({
  method: 'get',
  path: '/metadata/ip/{ip}',
  tags,
  summary: 'What the server knows of an IP address',
  request: { params: z.object({ ip: z.string().max(64) }) },
  responses: { 200: jsonResponse(metadataIpSchema, 'The address') },
})

/** IP metadata (wire §5.23 rows 4 and 5). */
export const createIpMetadataRoutes = () => {
  const app = createRouter()
  app.openapi(meRoute, (c) => {
    const { ip } = clientInfo(c)
    if (ip === null) throw notFound('The server cannot tell your address')
    return c.json(metadataOf(ip), 200)
  })
  app.openapi(ipRoute, (c) => {
    const parsed = parseIpEntry(c.req.valid('param').ip)
    if (!parsed || parsed.prefix !== undefined) throw badRequest('Give one IPv4 or IPv6 address')
    return c.json(metadataOf(parsed.ip), 200)
  })
  return app
}
