import { EMAIL_DOMAINS_CONFIG_PATH, EMAIL_DOMAINS_PATH } from '../api/email-domains'
import {
  domainMatches,
  EMAIL_DOMAIN_REFUSAL_REASON,
  EMAIL_DOMAIN_RESTRICTIONS_MAX,
  emailDomainOf,
  emailDomainRefusalMessage,
  EMPTY_ALLOW_LIST_MESSAGE,
  normaliseEmailDomain,
  WIRE_ERROR_CODES,
} from '../wire'
import { fail, ok } from './http'
import type { EmailDomainRestriction, EmailDomainRestrictionConfig } from '../wire'
import type { DemoModule } from './app'
import type { DemoState } from './state'

const read = 'fe.secure.read.securityPolicy'
const write = 'fe.secure.write.securityPolicy'

/**
 * The demo's stand-in for the server's list of public mail providers (about 8,700 domains, kept
 * on the server only): the providers people actually type, so the demo refuses gmail.com as the
 * server does without shipping the whole list to the browser.
 */
const PUBLIC_PROVIDERS = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.ru',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
])

interface TenantRestrictions {
  entries: EmailDomainRestriction[]
  config: EmailDomainRestrictionConfig
}

/** Each demo's restrictions, per tenant of its persona (the state is the demo's identity). */
const stores = new WeakMap<DemoState, Map<string, TenantRestrictions>>()

const restrictionsOf = (state: DemoState): TenantRestrictions => {
  const tenants = stores.get(state) ?? new Map<string, TenantRestrictions>()
  stores.set(state, tenants)
  const found = tenants.get(state.tenantId)
  if (found) return found
  const created: TenantRestrictions = {
    entries: [],
    config: { active: false, listType: 'BLOCK', blockPublicDomains: false },
  }
  tenants.set(state.tenantId, created)
  return created
}

/**
 * The server's refusal of `email` by the signed-in tenant's restrictions, as the demo answers it
 * (the message the portal shows), or null when the address may join. Adding a user calls it.
 */
export const demoEmailDomainRefusal = (state: DemoState, email: string) => {
  const { entries, config } = restrictionsOf(state)
  if (!config.active) return null
  const domain = emailDomainOf(email) ?? null
  const listed =
    domain !== null &&
    entries.some((entry) => entry.type === config.listType && domainMatches(domain, entry.domain))
  let reason: 'blocked' | 'notAllowed' | 'publicDomain' | null = null
  if (config.listType === 'ALLOW') reason = listed ? null : 'notAllowed'
  else if (listed) reason = 'blocked'
  else if (config.blockPublicDomains && domain !== null && PUBLIC_PROVIDERS.has(domain)) {
    reason = 'publicDomain'
  }
  if (reason === null) return null
  const refused = fail(403, emailDomainRefusalMessage(reason, domain))
  const context = { reason: EMAIL_DOMAIN_REFUSAL_REASON, restriction: reason, domain }
  return { ...refused, body: { ...(refused.body as object), context } }
}

const isType = (value: unknown): value is 'ALLOW' | 'BLOCK' =>
  value === 'ALLOW' || value === 'BLOCK'
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Email-domain restrictions (wire §5.2 rows 19-23), validated and refused as the server does. */
export const emailDomains: DemoModule = ({ route, signedIn, state, startedAt }) => {
  let made = 0
  route(
    'GET',
    EMAIL_DOMAINS_PATH,
    signedIn(() => ok({ items: restrictionsOf(state).entries }), read),
  )
  route(
    'GET',
    EMAIL_DOMAINS_CONFIG_PATH,
    signedIn(() => ok(restrictionsOf(state).config), read),
  )
  route(
    'POST',
    EMAIL_DOMAINS_PATH,
    signedIn(({ body }) => {
      if (!isObject(body) || typeof body.domain !== 'string') return fail(400, 'domain is required')
      if (!isType(body.type))
        return fail(400, 'type: Invalid option: expected one of "ALLOW"|"BLOCK"')
      const domain = normaliseEmailDomain(body.domain)
      if (domain === undefined) return fail(400, 'domain: not a domain name, such as example.com')
      const store = restrictionsOf(state)
      const existing = store.entries.find((entry) => entry.domain === domain)
      if (existing) {
        const list = existing.type === 'ALLOW' ? 'allow-list' : 'block-list'
        return fail(409, `${domain} is already on the ${list}`, WIRE_ERROR_CODES.conflict)
      }
      if (store.entries.length >= EMAIL_DOMAIN_RESTRICTIONS_MAX) {
        return fail(400, `An account may list at most ${EMAIL_DOMAIN_RESTRICTIONS_MAX} domains`)
      }
      made += 1
      const entry = { id: `demo-domain-${startedAt.toString(36)}-${made}`, domain, type: body.type }
      store.entries = [...store.entries, entry]
      return ok(entry)
    }, write),
  )
  route(
    'DELETE',
    `${EMAIL_DOMAINS_PATH}/:id`,
    signedIn(({ params }) => {
      const store = restrictionsOf(state)
      const removed = store.entries.find((entry) => entry.id === params.id)
      if (!removed) return fail(404, 'No such email-domain restriction')
      const rest = store.entries.filter((entry) => entry.id !== removed.id)
      const { config } = store
      const lastAllowed = !rest.some((entry) => entry.type === 'ALLOW')
      if (config.active && config.listType === 'ALLOW' && removed.type === 'ALLOW' && lastAllowed) {
        return fail(
          409,
          `${removed.domain} is the last allowed domain: turn the allow-list off or add another domain first`,
          WIRE_ERROR_CODES.conflict,
        )
      }
      store.entries = rest
      return ok({})
    }, write),
  )
  route(
    'POST',
    EMAIL_DOMAINS_CONFIG_PATH,
    signedIn(({ body }) => {
      if (!isObject(body) || typeof body.active !== 'boolean')
        return fail(400, 'active is required')
      if (body.type !== undefined && !isType(body.type)) {
        return fail(400, 'type: Invalid option: expected one of "ALLOW"|"BLOCK"')
      }
      const { blockPublicDomains } = body
      if (blockPublicDomains !== undefined && typeof blockPublicDomains !== 'boolean') {
        return fail(400, 'blockPublicDomains: Invalid input: expected boolean')
      }
      const store = restrictionsOf(state)
      const next: EmailDomainRestrictionConfig = {
        active: body.active,
        listType: body.type ?? store.config.listType,
        blockPublicDomains: blockPublicDomains ?? store.config.blockPublicDomains,
      }
      const anyAllowed = store.entries.some((entry) => entry.type === 'ALLOW')
      if (next.active && next.listType === 'ALLOW' && !anyAllowed) {
        return fail(400, EMPTY_ALLOW_LIST_MESSAGE)
      }
      store.config = next
      return ok(next)
    }, write),
  )
}
