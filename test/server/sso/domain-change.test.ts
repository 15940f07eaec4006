import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removalChangesDomain } from '../../../server/src/sso/domain-change'
import { addTenant, call, createTestServer, login, vendorEnv, vendorLogin } from '../helpers'
import { startTestIdp } from '../saml/idp'
import type { TestServer } from '../helpers'
import type { TestIdp } from '../saml/idp'

/**
 * Spec §5's "when the domain changes, the SSO endpoint and public certificate are cleared and
 * signRequest becomes false" on the multi-connection routes: a connection's domain changes when
 * its first domain is removed and no other of its domains is validated (`sso/domain-change.ts`).
 */
let server: TestServer
let idp: TestIdp
let token: string
const base = '/team/resources/sso/v1/configurations'

interface Connection {
  id: string
  ssoEndpoint: string
  publicCertificate: string
  signRequest: boolean
  domains: { id: string; domain: string }[]
}

beforeAll(async () => {
  process.env.FOYER_ALLOW_PRIVATE_NETWORK = '1'
  ;[server, idp] = await Promise.all([
    createTestServer(vendorEnv),
    startTestIdp({ nameId: 'x@first.example' }),
  ])
  token = (await login(server)).token
})
afterAll(async () => {
  delete process.env.FOYER_ALLOW_PRIVATE_NETWORK
  await Promise.all([server.close(), idp.close()])
})

const send = async <T>(path: string, init: { method?: string; body?: unknown; token?: string }) => {
  const response = await call(server, path, { token, ...init })
  return { status: response.status, body: (await response.json()) as T }
}
const connection = async (id: string) =>
  (await send<Connection[]>(base, {})).body.find((entry) => entry.id === id)
/** A SAML connection (off, so no step-up is owed) with its IdP set and the given domains. */
const samlWith = async (...domains: string[]) => {
  const made = await send<Connection>(base, {
    body: {
      type: 'okta',
      enabled: false,
      ssoEndpoint: `${idp.url}/sso`,
      publicCertificate: idp.key.certificate,
      signRequest: true,
    },
  })
  const ids: string[] = []
  for (const domain of domains) {
    ids.push(
      (await send<{ id: string }>(`${base}/${made.body.id}/domains`, { body: { domain } })).body.id,
    )
  }
  return { id: made.body.id, domains: ids }
}
const remove = (id: string, domainId: string) =>
  send(`${base}/${id}/domains/${domainId}`, { method: 'DELETE' })
const idpOf = async (id: string) => {
  const found = await connection(id)
  return {
    ssoEndpoint: found?.ssoEndpoint,
    certified: found?.publicCertificate !== '',
    signRequest: found?.signRequest,
  }
}
const kept = () => ({ ssoEndpoint: `${idp.url}/sso`, certified: true, signRequest: true })
const cleared = { ssoEndpoint: '', certified: false, signRequest: false }

describe('removalChangesDomain', () => {
  it('is the first domain removed with no other validated', () => {
    const a = { id: 'a', validated: true }
    const b = { id: 'b', validated: false }
    expect(removalChangesDomain([a], 'a')).toBe(true)
    expect(removalChangesDomain([a, b], 'a')).toBe(true)
    expect(removalChangesDomain([a, b], 'b')).toBe(false)
    expect(removalChangesDomain([b, a], 'b')).toBe(false)
    expect(removalChangesDomain([], 'a')).toBe(false)
  })
})

describe('removing a domain of a SAML connection', () => {
  it('keeps the IdP when another domain goes, clears it when the last one goes', async () => {
    const made = await samlWith('first.example', 'second.example')
    expect((await remove(made.id, made.domains[1] ?? '')).status).toBe(200)
    expect(await idpOf(made.id)).toEqual(kept())
    expect((await remove(made.id, made.domains[0] ?? '')).status).toBe(200)
    expect(await idpOf(made.id)).toEqual(cleared)
  })

  it('clears the IdP when its domain is replaced by another added before the removal', async () => {
    const made = await samlWith('old.example', 'new.example')
    await remove(made.id, made.domains[0] ?? '')
    expect(await connection(made.id)).toMatchObject({ domains: [{ domain: 'new.example' }] })
    expect(await idpOf(made.id)).toEqual(cleared)
  })

  it('keeps the IdP when another domain already signs in through it (validated)', async () => {
    const made = await samlWith('brand.example', 'group.example')
    const vendor = await vendorLogin(server)
    const forced = await call(server, `${base}/domains/group.example/force-validate`, {
      method: 'PUT',
      token: vendor,
    })
    expect(forced.status).toBe(200)
    await remove(made.id, made.domains[0] ?? '')
    expect(await idpOf(made.id)).toEqual(kept())
  })

  it('leaves an OIDC connection’s issuer alone (the rule is SAML’s)', async () => {
    const made = await send<Connection>(base, {
      body: { type: 'oidc', enabled: false, ssoEndpoint: idp.url, oidcClientId: 'client' },
    })
    const domain = await send<{ id: string }>(`${base}/${made.body.id}/domains`, {
      body: { domain: 'oidc.example' },
    })
    await remove(made.body.id, domain.body.id)
    expect((await connection(made.body.id))?.ssoEndpoint).toBe(idp.url)
  })

  it("never reaches another tenant's connection", async () => {
    const made = await samlWith('mine.example')
    await addTenant(server, 'Other', 'admin@other.example')
    const other = (await login(server, 'admin@other.example')).token
    const refused = await send(`${base}/${made.id}/domains/${made.domains[0] ?? ''}`, {
      method: 'DELETE',
      token: other,
    })
    expect(refused.status).toBe(404)
    expect(await idpOf(made.id)).toEqual(kept())
  })

  it('audits the clearing with the removal', async () => {
    const made = await samlWith('audited.example')
    await remove(made.id, made.domains[0] ?? '')
    const row = await server.db
      .selectFrom('audit_logs')
      .select(['description'])
      .where('action', '=', 'sso.domain.deleted')
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
    expect(row?.description).toBe(
      'Removed the SSO domain audited.example; the IdP settings made for it were cleared',
    )
  })
})
