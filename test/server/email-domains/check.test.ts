import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailDomainVerdict } from '../../../server/src/email-domains/check'
import {
  isPublicEmailDomain,
  publicEmailDomainCount,
} from '../../../server/src/email-domains/public-domains'
import {
  insertEmailDomainRestriction,
  lockEmailDomainConfig,
  writeEmailDomainConfig,
} from '../../../server/src/email-domains/repository'
import { createTestServer } from '../helpers'
import type { EmailDomainRestrictionConfig } from '../../../server/src/email-domains/repository'
import type { TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
  const now = new Date()
  await insertEmailDomainRestriction(
    server.db,
    server.tenantId,
    { domain: 'acme.example', type: 'ALLOW' },
    now,
  )
  await insertEmailDomainRestriction(
    server.db,
    server.tenantId,
    { domain: 'spam.example', type: 'BLOCK' },
    now,
  )
  await insertEmailDomainRestriction(
    server.db,
    server.tenantId,
    { domain: 'gmail.com', type: 'ALLOW' },
    now,
  )
})
afterAll(() => server.close())

const configure = (config: EmailDomainRestrictionConfig) =>
  server.db.transaction().execute(async (trx) => {
    await lockEmailDomainConfig(trx, server.tenantId)
    await writeEmailDomainConfig(trx, server.tenantId, config, new Date())
  })
const verdict = (email: string | null) => emailDomainVerdict(server.db, server.tenantId, email)

describe('the shipped list of public mail providers', () => {
  it('holds the big providers, offline, and not the reserved example domains', () => {
    expect(publicEmailDomainCount()).toBeGreaterThan(8000)
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'yahoo.com',
      'gmx.de',
      'mail.ru',
      'proton.me',
    ]) {
      expect(isPublicEmailDomain(domain), domain).toBe(true)
    }
    expect(isPublicEmailDomain('example.com')).toBe(false)
    // A public suffix on the list does not make its companies public providers.
    expect(isPublicEmailDomain('company.com.ar')).toBe(false)
  })
})

describe('emailDomainVerdict', () => {
  it('lets everyone in while the restriction is off, whatever the lists hold', async () => {
    await configure({ active: false, listType: 'BLOCK', blockPublicDomains: true })
    expect(await verdict('x@spam.example')).toEqual({ allowed: true })
  })

  it('with a block-list: its domains and subdomains out, public ones only when asked', async () => {
    await configure({ active: true, listType: 'BLOCK', blockPublicDomains: false })
    expect(await verdict('x@SPAM.example')).toEqual({
      allowed: false,
      reason: 'blocked',
      domain: 'spam.example',
    })
    expect(await verdict('x@a.spam.example')).toMatchObject({ allowed: false, reason: 'blocked' })
    expect(await verdict('x@notspam.example')).toEqual({ allowed: true })
    expect(await verdict('x@gmail.com')).toEqual({ allowed: true })
    expect(await verdict(null)).toEqual({ allowed: true })
    await configure({ active: true, listType: 'BLOCK', blockPublicDomains: true })
    expect(await verdict('x@gmail.com')).toEqual({
      allowed: false,
      reason: 'publicDomain',
      domain: 'gmail.com',
    })
  })

  it('with an allow-list: only its entries (an allowed public provider too), no email refused', async () => {
    await configure({ active: true, listType: 'ALLOW', blockPublicDomains: true })
    expect(await verdict('x@acme.example')).toEqual({ allowed: true })
    expect(await verdict('x@eu.acme.example')).toEqual({ allowed: true })
    expect(await verdict('x@gmail.com')).toEqual({ allowed: true })
    expect(await verdict('x@spam.example')).toEqual({
      allowed: false,
      reason: 'notAllowed',
      domain: 'spam.example',
    })
    expect(await verdict('x@acme.example.evil')).toMatchObject({ allowed: false })
    expect(await verdict('x@evilacme.example')).toMatchObject({ allowed: false })
    expect(await verdict(null)).toEqual({ allowed: false, reason: 'noEmail', domain: null })
  })
})
