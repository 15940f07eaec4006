import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../../server/src/auth/passwords'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import {
  checkNewPassword,
  recordPassword,
  requireNewPassword,
} from '../../../server/src/password-policy/check'
import {
  commonPasswordCount,
  isCommonPassword,
} from '../../../server/src/password-policy/common-passwords'
import { DEFAULT_PASSWORD_COMPLEXITY } from '../../../server/src/password-policy/complexity-schema'
import { writeTenantPolicy } from '../../../server/src/password-policy/policy'
import { addTenant, addUser, admin, createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** Sets `userId`'s password as a flow would: check, hash, save, record. */
const setPassword = async (userId: string, password: string) => {
  const hash = await hashPassword(password)
  await server.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute()
    await recordPassword(trx, { userId, hash })
  })
}

describe('the common-password list', () => {
  it('ships with the server and is read offline', () => {
    expect(commonPasswordCount()).toBeGreaterThan(49_000)
  })

  it.each([
    'password',
    'Password123!',
    'QWERTY',
    'iloveyou2024',
    '12345678',
    'qwertyuiop',
    'xpcrew',
  ])('knows %s', (password) => expect(isCommonPassword(password)).toBe(true))

  it.each(['correct horse battery', 'Tr0ub4dor&3x', 'zebra-lamp-quartz'])(
    'lets %s through',
    (password) => expect(isCommonPassword(password)).toBe(false),
  )
})

describe('checkNewPassword', () => {
  const tenantId = () => server.tenantId

  it('accepts a good password under the vendor defaults', async () => {
    expect(await checkNewPassword(server.db, { tenantId: null, password: 'vivid-otter-42' })).toBe(
      null,
    )
  })

  it.each([
    ['short1', 'Password must be at least 8 characters long'],
    ['x'.repeat(129), 'Password must be at most 128 characters long'],
    ['password1', 'Password is too common and easy to guess; choose another'],
    ['dana.levi', 'Password must not be your email address'],
  ])('refuses %s: %s', async (password, message) => {
    const answer = await checkNewPassword(server.db, {
      tenantId: tenantId(),
      password,
      email: 'dana.levi@acme.test',
    })
    expect(answer).toBe(message)
  })

  it("follows the tenant's complexity over the vendor's, and the vendor's for other tenants", async () => {
    const other = await addTenant(server, 'Strict Inc.', 'strict@example.com')
    await writeTenantPolicy(
      server.db,
      other.tenantId,
      {
        complexity: {
          ...DEFAULT_PASSWORD_COMPLEXITY,
          minLength: 12,
          allowPassphrases: false,
          minOptionalTestsToPass: 3,
          requiredTests: { checkThreeRepeatedChars: true },
        },
      },
      new Date(),
    )
    const check = (tenant: string, password: string) =>
      checkNewPassword(server.db, { tenantId: tenant, password })
    expect(await check(other.tenantId, 'vivid-otter')).toBe(
      'Password must be at least 12 characters long',
    )
    expect(await check(other.tenantId, 'vivid-otter-aaa-42')).toBe(
      'Password may not repeat a character three or more times in a row',
    )
    expect(await check(other.tenantId, 'vivid-otter-zebra')).toBe(
      'Password must contain at least 3 of: a lowercase letter, an uppercase letter, a number, a symbol',
    )
    expect(await check(other.tenantId, 'Vivid-otter-42')).toBeNull()
    expect(await check(tenantId(), 'vivid-otter')).toBeNull()
  })

  it('follows the vendor defaults saved in the configuration', async () => {
    await server.db
      .transaction()
      .execute((trx) =>
        writeVendorConfiguration(
          trx,
          { passwordComplexity: { ...DEFAULT_PASSWORD_COMPLEXITY, minLength: 6 } },
          new Date(),
        ),
      )
    expect(await checkNewPassword(server.db, { tenantId: null, password: 'vrk9tz' })).toBeNull()
    await server.db
      .transaction()
      .execute((trx) =>
        writeVendorConfiguration(
          trx,
          { passwordComplexity: DEFAULT_PASSWORD_COMPLEXITY },
          new Date(),
        ),
      )
  })

  it('refuses the last N passwords (current included) and allows older ones', async () => {
    const userId = await addUser(server, { email: 'history@example.com', password: admin.password })
    const input = (password: string) => ({ tenantId: tenantId(), userId, password })
    expect(await checkNewPassword(server.db, input(admin.password))).toBe(
      'Password was used recently; choose one other than your last 3',
    )
    for (const password of ['first otter 1', 'second otter 2', 'third otter 3']) {
      await setPassword(userId, password)
    }
    expect(await checkNewPassword(server.db, input('first otter 1'))).toMatch(/used recently/)
    expect(await checkNewPassword(server.db, input('third otter 3'))).toMatch(/used recently/)
    await setPassword(userId, 'fourth otter 4')
    expect(await checkNewPassword(server.db, input('first otter 1'))).toBeNull()
    await writeTenantPolicy(
      server.db,
      tenantId(),
      { history: { enabled: false, historySize: 3 } },
      new Date(),
    )
    expect(await checkNewPassword(server.db, input('fourth otter 4'))).toBeNull()
    await expect(requireNewPassword(server.db, input('short'))).rejects.toMatchObject({
      status: 400,
      message: 'Password must be at least 8 characters long',
    })
  })

  it('keeps at most 24 past passwords per user', async () => {
    const userId = await addUser(server, { email: 'many@example.com' })
    await server.db.transaction().execute(async (trx) => {
      for (let index = 0; index < 30; index += 1) {
        await recordPassword(trx, { userId, hash: `hash-${index}` })
      }
    })
    const rows = await server.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(24)
    expect(rows[0]?.password_hash).toBe('hash-6')
  })
})
