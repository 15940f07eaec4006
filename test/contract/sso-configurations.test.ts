import { describe } from 'vitest'
import { SSO_CONFIGURATION_PATHS } from '../../src/api/sso-configurations'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { SsoConfiguration, SsoDomain } from '../../src/api/sso-configurations'
import type { ContractTarget } from './targets'

startTargets()

const base = SSO_CONFIGURATION_PATHS.configurations

/** What both sides must agree on of a connection (ids and dates are each side's own). */
const view = (configuration: SsoConfiguration) => ({
  type: configuration.type,
  enabled: configuration.enabled,
  ssoEndpoint: configuration.ssoEndpoint,
  signRequest: configuration.signRequest,
  oidcClientId: configuration.oidcClientId,
  oidcSecret: configuration.oidcSecret,
  domains: configuration.domains.map(({ domain, validated }) => ({ domain, validated })),
  roleIds: configuration.roleIds,
  groups: configuration.groups.map(({ group, roleIds }) => ({ group, roleIds })),
  acsUrl: configuration.acsUrl.endsWith('/identity/resources/auth/v1/user/saml/postlogin'),
  spEntityId: configuration.spEntityId.endsWith(`/saml/metadata/${configuration.id}`),
})

const createSaml = async (target: ContractTarget, token: string, ssoEndpoint: string) => {
  const answer = await target.request(base, {
    token,
    body: { type: 'okta', ssoEndpoint, signRequest: true },
  })
  return answer.body as SsoConfiguration
}

const listed = async (target: ContractTarget, token: string, id: string) => {
  const all = (await target.request(base, { token })).body as SsoConfiguration[]
  const found = all.find((entry) => entry.id === id)
  return found ? view(found) : null
}

describe('the SSO page: demo and server agree', () => {
  contract('creates, turns off and deletes a connection', async (target) => {
    const token = await signIn(target)
    const created = await createSaml(target, token, 'https://idp.contract.example/sso')
    const off = await target.request(`${base}/${created.id}`, {
      token,
      method: 'PATCH',
      body: { enabled: false, validated: true, createdAt: '2000-01-01T00:00:00.000Z' },
    })
    const bad = await target.request(base, { token, body: { type: 'ldap' } })
    const removed = await target.request(`${base}/${created.id}`, { token, method: 'DELETE' })
    const gone = await target.request(`${base}/${created.id}`, {
      token,
      method: 'PATCH',
      body: { enabled: true },
    })
    return [
      view(created),
      view(off.body as SsoConfiguration),
      wireFailure(target, bad, 400),
      removed.status,
      await listed(target, token, created.id),
      wireFailure(target, gone, 404),
    ]
  })

  contract('adds a domain with its TXT record; one connection claims a domain', async (target) => {
    const token = await signIn(target)
    const first = await createSaml(target, token, 'https://idp.one.example/sso')
    const second = await createSaml(target, token, 'https://idp.two.example/sso')
    const added = await target.request(`${base}/${first.id}/domains`, {
      token,
      body: { domain: ' Claimed.Example. ' },
    })
    const domain = added.body as SsoDomain
    const invalid = await target.request(`${base}/${first.id}/domains`, {
      token,
      body: { domain: 'not a domain' },
    })
    const clash = await target.request(`${base}/${second.id}/domains`, {
      token,
      body: { domain: 'claimed.example' },
    })
    const removed = await target.request(`${base}/${first.id}/domains/${domain.id}`, {
      token,
      method: 'DELETE',
    })
    return [
      added.status,
      domain.domain,
      domain.validated,
      /^foyer-verification=/.test(domain.txtRecord),
      wireFailure(target, invalid, 400),
      [wireFailure(target, clash, 409), (clash.body as { errors: string[] }).errors],
      removed.status,
      await listed(target, token, first.id),
    ]
  })

  contract("a SAML connection's domain change clears its IdP (spec §5)", async (target) => {
    const token = await signIn(target)
    const created = await createSaml(target, token, 'https://idp.change.example/sso')
    const add = async (domain: string) =>
      (await target.request(`${base}/${created.id}/domains`, { token, body: { domain } }))
        .body as SsoDomain
    const remove = (domain: SsoDomain) =>
      target.request(`${base}/${created.id}/domains/${domain.id}`, { token, method: 'DELETE' })
    const [old, other, added] = [
      await add('old.change.example'),
      await add('other.change.example'),
      await add('new.change.example'),
    ]
    await remove(other)
    const kept = await listed(target, token, created.id)
    await remove(old)
    const replaced = await listed(target, token, created.id)
    return [kept, replaced, added.domain]
  })

  contract("edits a connection's IdP settings in place after its domain change", async (target) => {
    const token = await signIn(target)
    const created = await createSaml(target, token, 'https://idp.before.example/sso')
    const domain = (
      await target.request(`${base}/${created.id}/domains`, {
        token,
        body: { domain: 'edit.change.example' },
      })
    ).body as SsoDomain
    await target.request(`${base}/${created.id}/domains/${domain.id}`, { token, method: 'DELETE' })
    const cleared = await listed(target, token, created.id)
    const edit = (path: string, body: unknown, method = 'PUT') =>
      target.request(`${base}/${path}`, { token, method, body })
    const edited = await edit(
      created.id,
      { ssoEndpoint: 'https://idp.after.example/sso', signRequest: true, validated: true },
      'PATCH',
    )
    const badXml = await edit(`${created.id}/metadata`, { metadata: '<html/>' })
    const oidc = (
      await target.request(base, {
        token,
        body: { type: 'oidc', ssoEndpoint: 'https://issuer.edit.example', oidcClientId: 'a' },
      })
    ).body as SsoConfiguration
    const notSaml = await edit(`${oidc.id}/metadata-url`, { url: 'https://idp.example/metadata' })
    const missing = await edit('missing/metadata', { metadata: '<EntityDescriptor/>' })
    return [
      cleared,
      view(edited.body as SsoConfiguration),
      wireFailure(target, badXml, 400),
      [wireFailure(target, notSaml, 400), (notSaml.body as { errors: string[] }).errors],
      wireFailure(target, missing, 404),
      await listed(target, token, oidc.id),
    ]
  })

  contract(
    'maps a group, sets default roles, and refuses a test without a certificate',
    async (target) => {
      const token = await signIn(target)
      const created = await createSaml(target, token, 'https://idp.roles.example/sso')
      const mapped = await target.request(`${base}/${created.id}/groups`, {
        token,
        body: { group: 'engineering', roleIds: [] },
      })
      const defaults = await target.request(`${base}/${created.id}/roles`, {
        token,
        method: 'PUT',
        body: { roleIds: [] },
      })
      const test = await target.request(`${base}/${created.id}/tests`, { token, body: {} })
      return [
        mapped.status,
        mapped.body,
        defaults.status,
        await listed(target, token, created.id),
        [wireFailure(target, test, 400), (test.body as { errors: string[] }).errors],
      ]
    },
  )

  contract('password sign-in for the SSO domains is off until allowed', async (target) => {
    const token = await signIn(target)
    const path = SSO_CONFIGURATION_PATHS.passwordSignIn
    const before = await target.request(path, { token })
    const on = await target.request(path, { token, method: 'PUT', body: { allowed: true } })
    const off = await target.request(path, { token, method: 'PUT', body: { allowed: false } })
    return [before.body, on.body, off.body]
  })
})
