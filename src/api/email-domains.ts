import type {
  EmailDomainListType,
  EmailDomainRestriction,
  EmailDomainRestrictionConfig,
} from '../wire/email-domains'
import type { ApiClient } from './client'

/** Path of the tenant's email-domain restrictions (wire §5.2 rows 19-23). */
export const EMAIL_DOMAINS_PATH = '/identity/resources/configurations/restrictions/v1/email-domain'

/** Path of their switches. */
export const EMAIL_DOMAINS_CONFIG_PATH = `${EMAIL_DOMAINS_PATH}/config`

/** The tenant's allowed and blocked domains (fe.secure.read.securityPolicy). */
export async function getEmailDomainRestrictions(
  client: ApiClient,
): Promise<EmailDomainRestriction[]> {
  return (await client.get<{ items: EmailDomainRestriction[] }>(EMAIL_DOMAINS_PATH)).items
}

/** Adds a domain to one list; the answer holds it normalised (fe.secure.write.securityPolicy). */
export async function createEmailDomainRestriction(
  client: ApiClient,
  entry: { domain: string; type: EmailDomainListType },
): Promise<EmailDomainRestriction> {
  return client.post<EmailDomainRestriction>(EMAIL_DOMAINS_PATH, entry)
}

/** Removes a domain from its list (fe.secure.write.securityPolicy). */
export async function deleteEmailDomainRestriction(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${EMAIL_DOMAINS_PATH}/${encodeURIComponent(id)}`)
}

/** The restriction's switches (fe.secure.read.securityPolicy). */
export async function getEmailDomainConfig(
  client: ApiClient,
): Promise<EmailDomainRestrictionConfig> {
  return client.get<EmailDomainRestrictionConfig>(EMAIL_DOMAINS_CONFIG_PATH)
}

/** Changes the switches; those left out keep their value (fe.secure.write.securityPolicy). */
export async function saveEmailDomainConfig(
  client: ApiClient,
  change: { active: boolean; type?: EmailDomainListType; blockPublicDomains?: boolean },
): Promise<EmailDomainRestrictionConfig> {
  return client.post<EmailDomainRestrictionConfig>(EMAIL_DOMAINS_CONFIG_PATH, change)
}
