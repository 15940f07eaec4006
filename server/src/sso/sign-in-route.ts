import { sql } from 'kysely'
import { actorName } from '../audit/actor-name'
import { enqueueMail } from '../delivery/outbox'
import { mailLocale, mailTranslator } from '../delivery/words'
import { forbidden } from '../http/api-error'
import { heldPermissions } from '../roles/held'
import { ADMIN_ROLE_KEY, adminIdsOf } from '../roles/last-admin'
import { assertSteppedUp } from '../step-up/guard'
import type { Db } from '../db/database'
import type { AppEnv } from '../http/app-env'
import type { SsoConfiguration } from './repository'
import type { SsoConfigurationFields } from './store'
import type { Context } from 'hono'

/** How recent the second factor behind a change of where a domain signs in must be (seconds). */
export const SIGN_IN_ROUTE_STEP_UP_MAX_AGE = 600

/**
 * The fields sign-in trusts to decide which IdP may vouch for a person: its address (the SAML
 * SSO URL or the OIDC issuer), its signing certificates, its entity id, the OIDC client, the
 * protocol. Metadata text and its URL are only where these came from (metadata routes set them).
 */
const identityFields = [
  'type',
  'ssoEndpoint',
  'publicCertificate',
  'idpEntityId',
  'oidcClientId',
] as const satisfies readonly (keyof SsoConfigurationFields)[]

/** What changed where a domain signs in; each has its sentence in the administrators' mail. */
export type SignInRouteChangeKind = 'identityProvider' | 'enabled' | 'domainValidated'

/**
 * What `fields` change in who signs people in through `configuration`: another IdP endpoint,
 * certificate, issuer, metadata, client or secret ('identityProvider'), or the configuration
 * switched on ('enabled'); undefined when neither.
 */
export const signInRouteChangeOf = (
  configuration: SsoConfiguration,
  fields: SsoConfigurationFields,
): SignInRouteChangeKind | undefined => {
  const changed = identityFields.some(
    (field) => fields[field] !== undefined && fields[field] !== configuration[field],
  )
  if (changed || (fields.oidcSecret !== undefined && fields.oidcSecret !== '')) {
    return 'identityProvider'
  }
  return fields.enabled === true && !configuration.enabled ? 'enabled' : undefined
}

/**
 * Whether people sign in through the configuration: it has a validated domain (pre-login sends
 * that domain's addresses to its IdP), or identities linked to it (their next sign-in trusts it).
 */
export const carriesSignIns = async (db: Db, configurationId: string): Promise<boolean> => {
  const { rows } = await sql<{ carries: boolean }>`select
      exists (select 1 from sso_domains where configuration_id = ${configurationId} and validated)
      or exists (select 1 from federated_identities
        where provider = ${configurationId} and kind in ('saml', 'oidc')) as carries`.execute(db)
  return rows[0]?.carries ?? false
}

/**
 * Every permission the configuration's IdP could put in someone's hands: the vendor's Admin
 * role's (the IdP may name an administrator), its default and group-mapped roles', and those of
 * the roles held by the members it can sign in (addresses on its domains, identities linked).
 */
const reachablePermissions = async (db: Db, configuration: SsoConfiguration) => {
  const id = configuration.id
  const { rows } = await sql<{ id: string; name: string }>`select distinct p.id, p.name
    from role_permissions rp join permissions p on p.id = rp.permission_id
    where p.assignment_type != 'ALWAYS' and rp.role_id in (
      select r.id from roles r where r.tenant_id is null and r.key = ${ADMIN_ROLE_KEY}
      union select role_id from sso_default_roles where configuration_id = ${id}
      union select gr.role_id from sso_group_roles gr
        join sso_groups g on g.id = gr.group_id where g.configuration_id = ${id}
      union select uer.role_id from user_effective_roles uer join users u on u.id = uer.user_id
        where uer.tenant_id = ${configuration.tenantId} and (
          exists (select 1 from sso_domains d where d.configuration_id = ${id}
            and d.domain = lower(substring(u.email from '@([^@]*)$')))
          or exists (select 1 from federated_identities f
            where f.provider = ${id} and f.user_id = u.id)))
    order by p.name`.execute(db)
  return rows
}

/** What a route tells {@link guardSignInRoute} about its change. */
export interface SignInRouteChange {
  /** What the change does; nothing to guard when undefined. */
  change: SignInRouteChangeKind | undefined
  now: Date
  /** Whether the rule applies; when left out, whether anyone signs in through the configuration. */
  applies?: boolean
}

/**
 * The rule for changing where a validated domain signs in (IdP endpoint, certificate, metadata,
 * OIDC issuer or client, switching the configuration on, validating a domain of an enabled one).
 * Whoever controls the IdP can sign in as anyone it reaches, so the caller must already hold
 * every permission that sign-in could give: the Admin role's, the mapped roles', and those of the
 * members on its domains (403 naming what is lacking); and must have confirmed it is them with a
 * second factor within the last 10 minutes (403 ER-FOYER-1030). Then every administrator is
 * mailed, in the change's transaction. Answers the audit severity of the change: High when the
 * rule applied, Info when the change does not touch where anyone signs in.
 */
export const guardSignInRoute = async (
  c: Context<AppEnv>,
  trx: Db,
  configuration: SsoConfiguration,
  { change, now, applies }: SignInRouteChange,
): Promise<'High' | 'Info'> => {
  if (change === undefined) return 'Info'
  if (!(applies ?? (await carriesSignIns(trx, configuration.id)))) return 'Info'
  const auth = c.get('auth')
  const held = await heldPermissions(trx, auth.sub, auth.tenantId)
  const missing = (await reachablePermissions(trx, configuration)).filter(
    (permission) => !held.has(permission.id),
  )
  if (missing.length > 0) {
    throw forbidden(
      'Only someone who holds every permission its sign-ins could give may change where a ' +
        `verified domain signs in; you lack ${missing.map((permission) => permission.name).join(', ')}`,
    )
  }
  assertSteppedUp(auth, { maxAge: SIGN_IN_ROUTE_STEP_UP_MAX_AGE, now: c.var.deps.now() })
  await mailAdministrators(c, trx, { configurationId: configuration.id, change, now })
  return 'High'
}

/** Tells every administrator of the tenant what was done to where its domains sign in. */
const mailAdministrators = async (
  c: Context<AppEnv>,
  trx: Db,
  input: { configurationId: string; change: SignInRouteChangeKind; now: Date },
): Promise<void> => {
  const auth = c.get('auth')
  const ids = await adminIdsOf(trx, auth.tenantId)
  if (ids.length === 0) return
  const admins = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('id', 'in', ids)
    .execute()
  const domains = await trx
    .selectFrom('sso_domains')
    .select('domain')
    .where('configuration_id', '=', input.configurationId)
    .orderBy('domain')
    .execute()
  const tenant = await trx
    .selectFrom('tenants')
    .select('name')
    .where('id', '=', auth.tenantId)
    .executeTakeFirst()
  const brand = tenant?.name ?? ''
  const locale = mailLocale(c.req.header('accept-language'))
  const t = mailTranslator(locale)
  const values = {
    who: actorName(auth),
    domains: domains.map((row) => row.domain).join(', ') || '—',
  }
  for (const admin of admins) {
    if (!admin.email) continue
    await enqueueMail(trx, {
      purpose: 'sso-sign-in-changed',
      to: admin.email,
      tenantId: auth.tenantId,
      userId: admin.id,
      locale,
      brand,
      content: {
        subject: t('ssoChangeMail.subject', { brand }),
        heading: t('ssoChangeMail.heading'),
        paragraphs: [t(`ssoChangeMail.${input.change}`, values), t('ssoChangeMail.notYou')],
      },
      now: input.now,
    })
  }
}
