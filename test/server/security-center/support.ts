import { sql } from 'kysely'
import { call } from '../helpers'
import type { InsightsAnswer, RecommendationsAnswer } from '../../../src/wire'
import type { TestServer } from '../helpers'

/**
 * The restriction tables of migrations 0039 (IP) and 0040 (email domains), created here with the
 * columns the security center reads when this branch's database has none yet.
 */
export const ensureRestrictionTables = async (server: TestServer): Promise<void> => {
  await sql`create table if not exists ip_restrictions (id text primary key,
    tenant_id uuid not null, ip text not null)`.execute(server.db)
  await sql`create table if not exists ip_restriction_config (tenant_id uuid primary key,
    is_active boolean not null, strategy text not null)`.execute(server.db)
  await sql`create table if not exists email_domain_restrictions (id text primary key,
    tenant_id uuid not null, domain text not null)`.execute(server.db)
  await sql`create table if not exists email_domain_restriction_config (
    tenant_id uuid primary key, active boolean not null, list_type text not null,
    block_public_domains boolean not null default false)`.execute(server.db)
}

/** The tenant's recommendations as the admin reads them. */
export const recommendations = async (server: TestServer, token: string) => {
  const response = await call(server, '/security-center/resources/recommendations/v1', { token })
  if (response.status !== 200) throw new Error(`recommendations answered ${response.status}`)
  return (await response.json()) as RecommendationsAnswer
}

/** The codes of the tenant's recommendations, and its score. */
export const standing = async (server: TestServer, token: string) => {
  const answer = await recommendations(server, token)
  return {
    score: answer.scoring.score,
    codes: answer.recommendations.items.map((item) => item.code),
  }
}

/** The codes of the tenant's insights. */
export const insightCodes = async (server: TestServer, token: string) => {
  const response = await call(server, '/security-center/resources/insights/v1', { token })
  if (response.status !== 200) throw new Error(`insights answered ${response.status}`)
  return ((await response.json()) as InsightsAnswer).insights.items.map((item) => item.code)
}
