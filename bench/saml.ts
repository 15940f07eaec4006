/**
 * SAML ACS benchmark: `npm run bench:saml` (PostgreSQL: a scratch database on `DATABASE_URL`,
 * by default the shared server at postgres://postgres@127.0.0.1:54329/postgres). Measures, in
 * process (no HTTP between the IdP and us: the IdP's signing is done before the clock starts):
 * 1. ACS verifications per second: `readEnvelope` + `verifySamlResponse` (RSA-SHA256 signature
 *    of the assertion, times, audience, Recipient, and the replay writes: the request spent and
 *    the assertion id recorded in one transaction);
 * 2. complete SAML sign-ins per second through `POST …/saml/postlogin` (JSON): the same, plus
 *    finding the linked user, the session and the access token.
 * BENCH_RESPONSES (1000 per phase), BENCH_CONCURRENCY (8).
 */
import { randomBytes } from 'node:crypto'
import { inflateRawSync } from 'node:zlib'
import { createApp } from '../server/src/app'
import { loadConfig } from '../server/src/config'
import { migrateToLatest } from '../server/src/db/migrate'
import { seedDatabase } from '../server/src/db/seed'
import { loadSigningKeys } from '../server/src/keys/signing-keys'
import { bindingDigest, SAML_BINDING_COOKIE } from '../server/src/saml/binding'
import { createKeyAndCertificate } from '../server/src/saml/certificate'
import { readEnvelope } from '../server/src/saml/envelope'
import {
  SAML_ROUTES,
  samlSignInUrl,
  serviceProviderIdentity,
} from '../server/src/saml/service-provider'
import { identityProviderOf } from '../server/src/saml/sign-in'
import { verifySamlResponse } from '../server/src/saml/verify'
import { findSsoConfiguration } from '../server/src/sso/repository'
import { insertSsoConfiguration, insertSsoDomain } from '../server/src/sso/store'
import { encodeResponse, signedResponseXml } from '../test/server/saml/idp-response'
import { createTarget } from './delivery-fixtures'
import type { AppDeps } from '../server/src/deps'

const count = Number(process.env.BENCH_RESPONSES ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8)
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:54329/postgres'
const admin = { email: 'bench-admin@example.com', password: 'a bench password, long enough' }
const idpEntityId = 'https://idp.bench.example/metadata'

/** Runs `work` over `items` with `concurrency` in flight; answers the seconds taken. */
const timed = async <T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number> => {
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++] as T
        await work(item)
      }
    }),
  )
  return (performance.now() - started) / 1000
}

const main = async () => {
  const target = await createTarget(databaseUrl)
  const db = await target.open()
  try {
    await migrateToLatest(db)
    await seedDatabase(db, admin)
    const tenant = await db
      .selectFrom('users')
      .select('tenant_id')
      .where('email', '=', admin.email)
      .executeTakeFirstOrThrow()
    const config = loadConfig({
      PORT: '8080',
      FOYER_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      FOYER_LIMIT_SIGN_IN_IP: 'off',
      FOYER_LIMIT_SIGN_IN_GLOBAL: 'off',
    })
    const deps: AppDeps = { db, config, keys: await loadSigningKeys(db), now: () => new Date() }
    const key = await createKeyAndCertificate('Bench IdP', new Date(), 1)
    const configurationId = await insertSsoConfiguration(db, config, {
      tenantId: tenant.tenant_id ?? '',
      type: 'saml',
      ssoEndpoint: 'https://idp.bench.example/sso',
      publicCertificate: key.certificate,
      idpEntityId,
      now: new Date(),
    })
    await insertSsoDomain(db, {
      configurationId,
      domain: 'bench.example',
      txtRecord: 'x',
      validated: true,
    })
    const configuration = await findSsoConfiguration(db, configurationId)
    if (!configuration) throw new Error('no configuration')
    const idp = identityProviderOf(configuration)
    const sp = serviceProviderIdentity(config, configurationId)
    const signInTarget = { ...idp, ssoEndpoint: configuration.ssoEndpoint, signRequest: false }
    // One browser: its binding cookie's digest goes with every AuthnRequest (no login CSRF).
    const browserCookie = `${SAML_BINDING_COOKIE}=${'b'.repeat(43)}`
    const binding = bindingDigest('b'.repeat(43))
    // What the IdP would post: one signed response per AuthnRequest, prepared before timing.
    const prepare = async (users: number) => {
      const responses: string[] = []
      for (let index = 0; index < count; index += 1) {
        const url = new URL(await samlSignInUrl(deps, signInTarget, 'bench', binding))
        const xml = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'))
        const requestId = /\sID="([^"]+)"/.exec(xml.toString())?.[1] ?? ''
        const email = `person${index % users}@bench.example`
        const response = signedResponseXml(key, {
          issuer: idpEntityId,
          audience: sp.entityId,
          recipient: sp.acsUrl,
          inResponseTo: requestId,
          nameId: email,
          attributes: { email, displayName: `Person ${index % users}` },
        })
        responses.push(encodeResponse(response))
      }
      return responses
    }

    const verifications = await prepare(count)
    const verifySeconds = await timed(verifications, async (samlResponse) => {
      await verifySamlResponse(db, { envelope: readEnvelope(samlResponse), idp, sp, now: deps.now })
    })

    const app = createApp(deps)
    const signIns = await prepare(50)
    // The first sign-in of each person creates them; the timed ones are returning sign-ins.
    const warm = signIns.splice(0, 50)
    const post = async (samlResponse: string) => {
      const answer = await app.request(`${config.apiPrefix}${SAML_ROUTES}/postlogin`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: config.issuer,
          cookie: browserCookie,
        },
        body: JSON.stringify({ SAMLResponse: samlResponse, RelayState: 'bench' }),
      })
      if (answer.status !== 200) throw new Error(`postlogin answered ${answer.status}`)
    }
    for (const samlResponse of warm) await post(samlResponse)
    const signInSeconds = await timed(signIns, post)

    const rate = (n: number, seconds: number) => Math.round(n / seconds)
    process.stdout.write(
      `SAML ACS on ${target.label}, ${concurrency} in flight:\n` +
        `  verifications: ${rate(verifications.length, verifySeconds)}/s (${verifications.length} in ${verifySeconds.toFixed(2)} s)\n` +
        `  complete sign-ins (postlogin): ${rate(signIns.length, signInSeconds)}/s (${signIns.length} in ${signInSeconds.toFixed(2)} s)\n`,
    )
  } finally {
    await db.destroy()
    await target.drop()
  }
}

await main()
