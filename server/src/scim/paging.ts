import { z } from '@hono/zod-openapi'
import { scimBadRequest } from './errors'

/** Most resources one page answers (ServiceProviderConfig's filter.maxResults). */
export const MAX_RESULTS = 200

/** The list query of RFC 7644 §3.4.2: filter, startIndex (1-based), count. */
export const scimPageQuery = z.object({
  filter: z.string().optional(),
  startIndex: z.string().max(12).optional(),
  count: z.string().max(12).optional(),
})

const integer = (text: string | undefined, field: string, fallback: number) => {
  if (text === undefined || text === '') return fallback
  if (!/^-?\d{1,10}$/.test(text.trim())) throw scimBadRequest(`${field} must be an integer`)
  return Number(text)
}

/**
 * The page a list query asks for: startIndex below 1 reads as 1 and count as at most
 * `MAX_RESULTS`, negative as 0 (RFC 7644 §3.4.2.4).
 */
export const scimPage = (query: z.infer<typeof scimPageQuery>) => ({
  filter: query.filter?.trim() || undefined,
  startIndex: Math.max(1, integer(query.startIndex, 'startIndex', 1)),
  count: Math.min(MAX_RESULTS, Math.max(0, integer(query.count, 'count', 100))),
})
