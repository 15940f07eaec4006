import { describe, expect } from 'vitest'
import { USERS_PATHS } from '../../src/api'
import { PAGE_SIZE, USER_SORT_KEYS, WIRE_ERROR_CODES } from '../../src/wire'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { Page, UserV3 } from '../../src/api'
import type { ContractTarget } from './targets'

startTargets()

/** Both sides hold the same 20 users (the demo's canned ones; see targets.ts). */
const TOTAL = 20

const list = async (target: ContractTarget, query: Record<string, string | number> = {}) => {
  const token = await signIn(target)
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
  const answer = await target.request(`${USERS_PATHS.usersV3}?${search}`, { token })
  return answer
}

const page = async (target: ContractTarget, query: Record<string, string | number> = {}) => {
  const answer = await list(target, query)
  expect(answer.status, `${target.name} ${JSON.stringify(query)}`).toBe(200)
  return answer.body as Page<UserV3>
}

const emails = (users: UserV3[]) => users.map((user) => user.email)
const roleKeys = (user: UserV3) =>
  user.tenants.flatMap((tenant) => tenant.roles.map((role) => role.key)).sort()

describe('users v3 paging: demo and server agree', () => {
  contract(`a first page has the default ${PAGE_SIZE.default} users, newest first`, async (t) => {
    const { items, _metadata } = await page(t)
    expect(items).toHaveLength(PAGE_SIZE.default)
    expect(_metadata).toEqual({
      totalItems: TOTAL,
      totalPages: Math.ceil(TOTAL / PAGE_SIZE.default),
    })
    const created = items.map((user) => Date.parse(user.createdAt ?? ''))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    return { emails: emails(items), _metadata }
  })

  contract('_offset is a page index, not a row count', async (target) => {
    const query = { _limit: 7, _sortBy: 'email', _order: 'ASC' }
    const pages = await Promise.all(
      [0, 1, 2, 3].map((_offset) => page(target, { ...query, _offset })),
    )
    expect(pages.map((p) => p.items.length)).toEqual([7, 7, 6, 0])
    expect(pages.every((p) => p._metadata.totalPages === 3)).toBe(true)
    return pages.map((p) => emails(p.items))
  })

  contract(`a page size is clamped to ${PAGE_SIZE.min}..${PAGE_SIZE.max}`, async (target) => {
    const sizes = [0, -5, 1, PAGE_SIZE.max + 1, 100_000]
    const pages = await Promise.all(sizes.map((_limit) => page(target, { _limit })))
    const observed = pages.map((p) => [p.items.length, p._metadata.totalPages])
    expect(observed).toEqual([
      [1, TOTAL],
      [1, TOTAL],
      [1, TOTAL],
      [TOTAL, 1],
      [TOTAL, 1],
    ])
    return observed
  })

  contract('bad paging values are a 400 in the wire shape', async (target) => {
    const bad: Record<string, string | number>[] = [
      { _limit: 'ten' },
      { _offset: -1 },
      { _offset: 'x' },
      { _sortBy: 'password' },
      { _order: 'UP' },
      { _preset: 'everyone' },
    ]
    const failures = []
    for (const query of bad) {
      const failure = wireFailure(target, await list(target, query), 400)
      expect(failure.errorCode).toBe(WIRE_ERROR_CODES.validation)
      failures.push(failure)
    }
    return failures
  })
})

describe('users v3 sorting and search: demo and server agree', () => {
  contract('name and email sort both ways, order in any case', async (target) => {
    const observed: Record<string, string[]> = {}
    for (const _sortBy of ['name', 'email']) {
      for (const _order of ['ASC', 'desc']) {
        const { items } = await page(target, { _sortBy, _order, _limit: PAGE_SIZE.max })
        const values = items.map((user) => (_sortBy === 'name' ? user.name : (user.email ?? '')))
        expect(values).toHaveLength(TOTAL)
        observed[`${_sortBy} ${_order}`] = values
      }
    }
    expect(observed['email desc']).toEqual([...(observed['email ASC'] ?? [])].reverse())
    return observed
  })

  contract('every allowed sort key is accepted; value-sorted keys agree', async (target) => {
    const observed: Record<string, unknown[]> = {}
    for (const _sortBy of USER_SORT_KEYS) {
      const { items } = await page(target, { _sortBy, _order: 'ASC', _limit: PAGE_SIZE.max })
      expect(items).toHaveLength(TOTAL)
      // The value sequence (ties may fall either way, ids differ): createdAt, verified, isLocked.
      if (['createdAt', 'verified', 'isLocked'].includes(_sortBy)) {
        observed[_sortBy] = items.map((user) =>
          _sortBy === 'createdAt' ? user.email : user[_sortBy],
        )
      }
    }
    return observed
  })

  contract('_email matches part of the email, case-insensitively', async (target) => {
    const garcia = await page(target, { _email: 'GARCIA' })
    const acme = await page(target, { _email: 'acme.TEST', _limit: PAGE_SIZE.max })
    const none = await page(target, { _email: 'nobody-here' })
    expect(acme.items.every((user) => user.email?.includes('acme.test'))).toBe(true)
    expect(none).toEqual({ items: [], _metadata: { totalItems: 0, totalPages: 0 } })
    return { garcia: emails(garcia.items), acme: acme._metadata, none: none._metadata }
  })

  contract('the inactive preset lists who has not signed in lately', async (target) => {
    const { items } = await page(target, { _preset: 'inactive', _sortBy: 'email', _order: 'ASC' })
    const week = await page(target, { _preset: 'inactive', _maxInactiveSeconds: 7 * 86_400 })
    return { month: emails(items), week: week._metadata.totalItems }
  })

  contract('another tenant is a 403', async (target) => {
    return wireFailure(target, await list(target, { _tenantId: 'some-other-tenant' }), 403)
  })
})

describe('users v3 items and roles: demo and server agree', () => {
  contract('items carry the same fields, flags and role keys', async (target) => {
    const { items } = await page(target, { _sortBy: 'email', _order: 'ASC', _limit: PAGE_SIZE.max })
    const shape = shapeOf(items.find((user) => user.lastLogin))
    return {
      fields: Object.keys(shape).sort(),
      types: shape,
      users: items.map((user) => ({
        email: user.email,
        name: user.name,
        verified: user.verified,
        isLocked: user.isLocked,
        roles: roleKeys(user),
        lastLogin: typeof user.lastLogin,
      })),
    }
  })

  contract('users v3 roles answers the role ids of the listed users only', async (target) => {
    const token = await signIn(target)
    const { items } = await page(target, { _sortBy: 'email', _order: 'ASC', _limit: 3 })
    const unknown = '00000000-0000-4000-8000-000000000000'
    const ids = [...items.map((user) => user.id), unknown].join(',')
    const answer = await target.request(`${USERS_PATHS.usersRoles}?ids=${ids}`, { token })
    expect(answer.status).toBe(200)
    const rows = answer.body as { userId: string; roleIds: string[]; tenantId: string }[]
    expect(rows.map((row) => row.userId).sort()).toEqual(items.map((user) => user.id).sort())
    for (const row of rows) {
      const user = items.find((item) => item.id === row.userId)
      expect(row.tenantId).toBe(user?.tenantId)
      expect(row.roleIds.length).toBe(user ? roleKeys(user).length : -1)
    }
    const missing = await target.request(USERS_PATHS.usersRoles, { token })
    return {
      shape: shapeOf(rows[0]),
      count: rows.length,
      missing: wireFailure(target, missing, 400),
    }
  })
})
