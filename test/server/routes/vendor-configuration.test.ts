import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { call, createTestServer, login, vendorCall, vendorEnv, vendorLogin } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let vendor: string
const path = '/identity/resources/configurations/v1'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorLogin(server)
})
afterAll(() => server.close())

const audits = () =>
  server.db
    .selectFrom('audit_logs')
    .select(['action', 'description', 'tenant_id'])
    .where('action', '=', 'vendor.configuration.updated')
    .execute()

describe('vendor configuration (GET/POST configurations/v1)', () => {
  it('answers every key with its default on a fresh server', async () => {
    const { status, body } = await vendorCall(server, vendor, path)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      allowSignups: false,
      authStrategy: 'EmailAndPassword',
      secondaryAuthStrategies: [],
      signUpStrategies: {
        email: { enabled: true, required: true },
        phoneNumber: { enabled: false, required: false },
      },
      passwordRecoveryStrategies: { email: true, sms: false },
      passwordComplexity: { minLength: 8, maxLength: 128, allowPassphrases: true },
      passwordHistory: { enabled: true, historySize: 3 },
    })
  })

  it('refuses a tenant user a change (403) and no token (401); a member reads the security policy only', async () => {
    const { token } = await login(server)
    // Wire §5.2 row 1: a member's GET is the global security policy, never the vendor's settings.
    const read = await call(server, path, { token })
    expect(read.status).toBe(200)
    const policy = (await read.json()) as Record<string, unknown>
    expect(policy).toHaveProperty('allowOverridePasswordComplexity', true)
    expect(policy).not.toHaveProperty('passwordComplexity')
    expect(policy).not.toHaveProperty('secondaryAuthStrategies')
    expect((await call(server, path)).status).toBe(401)
    const post = await call(server, path, { token, body: { allowSignups: true } })
    expect(post.status).toBe(403)
  })

  it('saves a change, audits it, and the public endpoints answer from it', async () => {
    const { status, body } = await vendorCall(server, vendor, path, {
      body: {
        allowSignups: true,
        authStrategy: 'MagicLink',
        secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }],
        signUpStrategies: {
          email: { enabled: true, required: false },
          phoneNumber: { enabled: true, required: true },
        },
        passwordRecoveryStrategies: { email: false, sms: true },
      },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ allowSignups: true, allowNotVerifiedUsersLogin: false })
    const publicConfig = await call(server, `${path}/public`)
    expect(await publicConfig.json()).toMatchObject({
      allowSignups: true,
      authStrategy: 'MagicLink',
    })
    const strategies = await call(server, `${path}/auth/strategies/public`)
    expect(await strategies.json()).toEqual({
      mainAuthStrategies: [{ strategy: 'MagicLink' }],
      secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: true }],
    })
    const { token } = await login(server)
    const forUser = await call(server, `${path}/auth/strategies`, { token })
    expect(await forUser.json()).toEqual(
      await (await call(server, `${path}/auth/strategies/public`)).json(),
    )
    expect(await (await call(server, `${path}/sign-up/strategies`)).json()).toEqual([
      { strategy: 'email', isActive: true, isRequired: false },
      { strategy: 'phoneNumber', isActive: true, isRequired: true },
      { strategy: 'username', isActive: false, isRequired: false },
    ])
    expect(await (await call(server, `${path}/password-recovery/strategies`)).json()).toEqual([
      { strategy: 'email', isActive: false },
      { strategy: 'sms', isActive: true },
    ])
    const rows = await audits()
    expect(rows.at(-1)?.description).toContain('allowSignups, authStrategy')
    expect(rows.at(-1)?.tenant_id).toBeNull()
  })

  it.each([
    [{ authStrategy: 'Carrier pigeon' }, 'authStrategy'],
    [{ allowSignups: 'yes' }, 'allowSignups'],
    [{ colour: 'blue' }, 'colour'],
    [{ signUpStrategies: { email: { enabled: true } } }, 'signUpStrategies.email.required'],
    [{ passwordComplexity: { minLength: 10, maxLength: 6 } }, 'passwordComplexity'],
    [{ passwordHistory: { enabled: true, historySize: 99 } }, 'passwordHistory.historySize'],
    [
      {
        secondaryAuthStrategies: [
          { strategy: 'SmsCode', isActive: true },
          { strategy: 'SmsCode', isActive: false },
        ],
      },
      'secondaryAuthStrategies',
    ],
    [{}, 'No changes to update'],
  ])('refuses %j with a 400 naming %s and changes nothing', async (body, named) => {
    const before = await vendorCall(server, vendor, path)
    const count = (await audits()).length
    const answer = await vendorCall<WireErrorBody>(server, vendor, path, { body })
    expect(answer.status).toBe(400)
    expect(answer.body.errors[0]).toContain(named)
    expect((await vendorCall(server, vendor, path)).body).toEqual(before.body)
    expect(await audits()).toHaveLength(count)
  })

  it('keeps the other keys when a stored value no longer parses', async () => {
    await server.db
      .updateTable('vendor_configuration')
      .set({ settings: JSON.stringify({ allowSignups: true, authStrategy: 'Gone' }) })
      .execute()
    const { body } = await vendorCall(server, vendor, path)
    expect(body).toMatchObject({ allowSignups: true, authStrategy: 'EmailAndPassword' })
  })
})

describe('concurrent changes', () => {
  it('keeps both of two changes of different keys made at once', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The first change holds its transaction open while the second one reads and writes: without
    // the row lock the second would read the old row and overwrite the first key on commit.
    const first = server.db.transaction().execute(async (trx) => {
      await writeVendorConfiguration(trx, { apiTokensEnabled: true }, new Date())
      await held
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const second = server.db
      .transaction()
      .execute((trx) => writeVendorConfiguration(trx, { forcePermissions: true }, new Date()))
    await new Promise((resolve) => setTimeout(resolve, 200))
    release()
    await Promise.all([first, second])
    const { body } = await vendorCall(server, vendor, path)
    expect(body).toMatchObject({ apiTokensEnabled: true, forcePermissions: true })
  })
})
