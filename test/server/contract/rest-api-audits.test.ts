import { resolveObjectURL } from 'node:buffer'
import { randomUUID } from 'node:crypto'
import { ContextHolder, createApiClient } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { admin, createTestServer } from '../helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Audits (wire §5.20 rows 1-3) and their metadata (§5.23 row 1, `entityName=audits`) through the
 * real @frontegg/rest-api 7.x client over HTTP on loopback.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('audits')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'audits')
  const login = await client.auth.login({ email: admin.email, password: admin.password })
  ContextHolder.for('audits').setAccessToken(login.accessToken)
  await server.db
    .insertInto('audit_logs')
    .values(
      Array.from({ length: 25 }, (_, i) => ({
        id: randomUUID(),
        tenant_id: server.tenantId,
        user_id: null,
        email: 'carol@example.com',
        action: 'user.locked',
        description: i === 0 ? '=SUM(A1:A2)' : `Locked ${i}`,
        severity: 'High' as const,
        ip: '10.0.0.1',
        user_agent: 'agent',
        json: '{}',
        created_at: new Date(server.clock.now().getTime() - 60_000 + i),
      })),
    )
    .execute()
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: audits', () => {
  it('getAudits pages, sorts and filters; getAuditsStats counts', async () => {
    const page = await client.audits.getAudits({
      offset: 0,
      count: 20,
      sortBy: 'createdAt',
      sortDirection: 'desc',
      filter: '',
    })
    expect(page.data).toHaveLength(20)
    expect(page.total).toBeGreaterThanOrEqual(25)
    const locked = await client.audits.getAudits({
      offset: 20,
      count: 20,
      sortBy: 'createdAt',
      sortDirection: 'asc',
      filter: 'Locked',
      paginationMode: 'virtual',
    })
    // The free text is found in the action too (user.locked): all 25 rows, 5 on the second page.
    expect(locked.data).toHaveLength(5)
    expect(locked.data.every((row) => row.action === 'user.locked')).toBe(true)
    expect(locked.total).toBe(25)
    const stats = await client.audits.getAuditsStats({
      sortBy: 'createdAt',
      sortDirection: 'desc',
      count: 20,
    })
    expect(stats.severeThisWeek).toBeGreaterThanOrEqual(25)
    expect(stats.totalToday).toBeGreaterThan(0)
  })

  it('getAuditsMetadata answers the columns', async () => {
    const metadata = (await client.metadata.getAuditsMetadata()) as unknown as {
      properties: { name: string; showInTable: boolean }[]
    }
    expect(metadata.properties.filter((p) => p.showInTable).map((p) => p.name)).toEqual([
      'createdAt',
      'email',
      'action',
      'description',
      'ip',
    ])
  })

  it('exportAudits downloads audits.csv with formulas neutralised', async () => {
    let href = ''
    vi.stubGlobal('document', {
      createElement: () => ({
        set href(value: string) {
          href = value
        },
        setAttribute: () => undefined,
        click: () => undefined,
      }),
    })
    const metadata = (await client.metadata.getAuditsMetadata()) as unknown as {
      properties: { name: string; displayName: string }[]
    }
    await client.audits.exportAudits({
      endpoint: 'csv/v2',
      headerProps: metadata.properties.filter((p) => p.name === 'description') as never,
      sortBy: 'createdAt',
      sortDirection: 'asc',
      filter: 'SUM',
      offset: 0,
      outputFileName: 'audits.csv',
    })
    const text = await resolveObjectURL(href)?.text()
    expect(text).toBe("Description\r\n'=SUM(A1:A2)\r\n")
  })
})
