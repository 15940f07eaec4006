import { Resolver } from 'node:dns/promises'

/**
 * Whether `domain` publishes `record` as a DNS TXT record: the proof that whoever added the
 * domain to an SSO configuration controls it. `FOYER_DNS_SERVERS` (comma-separated `host[:port]`)
 * names the resolvers to ask; the system's otherwise. A lookup that fails or times out proves
 * nothing.
 */
export const publishesTxtRecord = async (domain: string, record: string): Promise<boolean> => {
  const resolver = new Resolver({ timeout: 3000, tries: 2 })
  const servers = process.env.FOYER_DNS_SERVERS?.split(',')
    .map((server) => server.trim())
    .filter((server) => server !== '')
  if (servers && servers.length > 0) resolver.setServers(servers)
  try {
    const records = await resolver.resolveTxt(domain)
    // A long TXT record arrives in 255-byte chunks: join them before comparing.
    return records.some((chunks) => chunks.join('').trim() === record)
  } catch {
    return false
  }
}
