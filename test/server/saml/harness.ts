import { randomUUID } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { readEnvelope, SamlRefused } from '../../../server/src/saml/envelope'
import { samlSignInUrl, serviceProviderIdentity } from '../../../server/src/saml/service-provider'
import { verifySamlResponse } from '../../../server/src/saml/verify'
import { insertSsoConfiguration, insertSsoDomain } from '../../../server/src/sso/store'
import { createTestServer } from '../helpers'
import { startTestIdp } from './idp'
import type { SamlClaims } from '../../../server/src/saml/claims'
import type { SamlSignInTarget } from '../../../server/src/saml/service-provider'
import type { TestServer } from '../helpers'
import type { TestIdp } from './idp'

/** A test server whose tenant signs `corp.example` in through the test IdP (Grace Hopper). */
export interface SamlSite {
  server: TestServer
  idp: TestIdp
  /** The tenant's SAML configuration trusting the IdP, with the validated domain. */
  configurationId: string
  close(): Promise<void>
}

/** Starts a `SamlSite`: a server, the loopback IdP, and the configuration joining them. */
export const startSamlSite = async (): Promise<SamlSite> => {
  const server = await createTestServer()
  const idp = await startTestIdp({
    nameId: 'grace@corp.example',
    attributes: { email: 'grace@corp.example', displayName: 'Grace Hopper' },
  })
  const configurationId = await insertSsoConfiguration(server.db, server.config, {
    tenantId: server.tenantId,
    type: 'saml',
    ssoEndpoint: idp.ssoUrl,
    publicCertificate: idp.key.certificate,
    idpEntityId: idp.entityId,
    now: new Date(),
  })
  await insertSsoDomain(server.db, {
    configurationId,
    domain: 'corp.example',
    txtRecord: 'x',
    validated: true,
  })
  return {
    server,
    idp,
    configurationId,
    close: async () => {
      await idp.close()
      await server.close()
    },
  }
}

/** An SP configuration trusting the test IdP, and the calls the SAML tests make on it. */
export const samlHarness = (server: TestServer, idp: TestIdp, signRequest = false) => {
  const target: SamlSignInTarget = {
    configurationId: randomUUID(),
    entityId: idp.entityId,
    certificates: [idp.key.certificate],
    ssoEndpoint: idp.ssoUrl,
    signRequest,
  }
  const sp = serviceProviderIdentity(server.config, target.configurationId)
  return {
    target,
    sp,
    /** Starts a sign-in as the box would: the AuthnRequest's ID and the address to go to. */
    async startRequest(): Promise<{ id: string; url: string }> {
      const url = await samlSignInUrl(server.deps, target, 'relay')
      const request = new URL(url).searchParams.get('SAMLRequest') ?? ''
      const xml = inflateRawSync(Buffer.from(request, 'base64')).toString()
      const id = /\sID="([^"]+)"/.exec(xml)?.[1]
      if (!id) throw new Error('no request ID')
      return { id, url }
    },
    /** Verifies as the ACS does: the claims, or the refusal's reason. */
    async verify(samlResponse: string): Promise<SamlClaims | string> {
      try {
        const envelope = readEnvelope(samlResponse)
        return await verifySamlResponse(server.db, {
          envelope,
          idp: target,
          sp,
          now: server.clock.now,
        })
      } catch (error) {
        if (error instanceof SamlRefused) return error.reason
        throw error
      }
    },
    /** A response the IdP signs for this SP answering `inResponseTo`. */
    respond(inResponseTo: string, facts: Partial<Parameters<TestIdp['respond']>[0]> = {}) {
      return idp.respond({
        nameId: 'ada@corp.example',
        attributes: { email: 'ada@corp.example', displayName: 'Ada Lovelace', groups: ['eng'] },
        audience: sp.entityId,
        recipient: sp.acsUrl,
        inResponseTo,
        ...facts,
      })
    },
  }
}

/** Decodes a base64 response to XML, and back. */
export const xmlOf = (samlResponse: string): string =>
  Buffer.from(samlResponse, 'base64').toString()
export const base64Of = (xml: string): string => Buffer.from(xml).toString('base64')

/** The browser binding cookie (`foyer_saml=…`) a response sets, for the next request's Cookie. */
export const bindingCookie = (response: Response): string =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('foyer_saml=')) ?? ''
