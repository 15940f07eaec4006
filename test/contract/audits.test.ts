import { describe } from 'vitest'
import { AUDIT_RETENTION_PATH, AUDITS_PATH } from '../../src/api/audits'
import { contract, shapeOf as typesOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

interface AuditPage {
  data: Record<string, unknown>[]
  total: number
}

/** The fields every row carries, and their types: the data differ, the shape may not. */
const shapeOf = (row: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    [
      '_id',
      'createdAt',
      'email',
      'user',
      'action',
      'actionName',
      'description',
      'severity',
      'ip',
      'json',
    ].map((key) => [key, typeof row?.[key]]),
  )

const isSorted = (values: string[], direction: 'asc' | 'desc') =>
  values.every((value, i) => {
    const before = values[i - 1]
    return before === undefined || (direction === 'asc' ? before <= value : before >= value)
  })

describe('Audits: demo and server agree', () => {
  contract('a page: rows of the wire shape, newest first, at most count', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(
      `${AUDITS_PATH}?offset=0&count=3&sortBy=createdAt&sortDirection=desc&filter=`,
      { token },
    )
    const page = answer.body as AuditPage
    return [
      answer.status,
      page.data.length <= 3,
      typeof page.total,
      shapeOf(page.data[0]),
      isSorted(
        page.data.map((row) => String(row.createdAt)),
        'desc',
      ),
    ]
  })

  contract('sorts either way, filters by severity, virtual mode', async (target) => {
    const token = await signIn(target)
    const oldest = (
      await target.request(`${AUDITS_PATH}?count=50&sortBy=createdAt&sortDirection=asc`, { token })
    ).body as AuditPage
    const high = (await target.request(`${AUDITS_PATH}?count=50&severity=High`, { token }))
      .body as AuditPage
    const nothing = (await target.request(`${AUDITS_PATH}?filter=no-such-row-anywhere`, { token }))
      .body as AuditPage
    const virtual = (
      await target.request(
        `${AUDITS_PATH}?count=1&paginationMode=virtual&filter=no-such-row-anywhere`,
        { token },
      )
    ).body as AuditPage
    return [
      isSorted(
        oldest.data.map((row) => String(row.createdAt)),
        'asc',
      ),
      high.data.every((row) => row.severity === 'High'),
      nothing,
      virtual,
    ]
  })

  contract('refuses bad input with 400 and no token with 401', async (target) => {
    const token = await signIn(target)
    const answers: unknown[] = []
    for (const query of ['count=0', 'count=1000', 'sortBy=password', 'sortDirection=up']) {
      const answer = await target.request(`${AUDITS_PATH}?${query}`, { token })
      answers.push(wireFailure(target, answer, 400))
    }
    answers.push(wireFailure(target, await target.request(AUDITS_PATH, {}), 401))
    return answers
  })

  contract('stats: two counts', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(`${AUDITS_PATH}/stats`, { token })
    const body = answer.body as Record<string, unknown>
    return [
      answer.status,
      Object.keys(body).sort(),
      typeof body.totalToday,
      typeof body.severeThisWeek,
    ]
  })

  contract('filters by user, action, IP and time range; a bad instant is a 400', async (target) => {
    const token = await signIn(target)
    const get = async (query: string) =>
      (await target.request(`${AUDITS_PATH}?count=50&${query}`, { token })).body as AuditPage
    const all = await get('')
    const first = all.data[0] ?? {}
    const [email, action, ip] = [String(first.email), String(first.action), String(first.ip)]
    const byAction = await get(`action=${encodeURIComponent(action)}`)
    const byUser = await get(`email=${encodeURIComponent(email.toUpperCase())}`)
    const byIp = await get(`ip=${encodeURIComponent(ip)}`)
    const before2000 = await get('to=2000-01-01T00:00:00.000Z')
    const since2000 = await get('from=2000-01-01T00:00:00.000Z')
    const bad = await target.request(`${AUDITS_PATH}?from=yesterday`, { token })
    return [
      all.total > 0,
      byAction.total > 0 && byAction.data.every((row) => row.action === action),
      byUser.total > 0 && byUser.data.every((row) => row.email === email),
      byIp.total > 0 && byIp.data.every((row) => row.ip === ip),
      before2000,
      since2000.total === all.total,
      wireFailure(target, bad, 400),
    ]
  })

  contract('the action catalogue: key, display name, severity, by display name', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(`${AUDITS_PATH}/actions`, { token })
    const { actions } = answer.body as { actions: Record<string, unknown>[] }
    const names = actions.map((entry) => String(entry.displayName))
    return [
      answer.status,
      typesOf(actions[0]),
      actions.some((entry) => entry.key === 'user.invited'),
      names.join('|') === [...names].sort((a, b) => a.localeCompare(b, 'en')).join('|'),
    ]
  })

  contract('retention: 365 days, set to 30, 1 to 3650 whole days', async (target) => {
    const token = await signIn(target)
    const before = await target.request(AUDIT_RETENTION_PATH, { token })
    const answers: unknown[] = [before.status, before.body]
    for (const days of [0, 3651, 1.5]) {
      const refused = await target.request(AUDIT_RETENTION_PATH, {
        token,
        method: 'PUT',
        body: { days },
      })
      answers.push(wireFailure(target, refused, 400))
    }
    const saved = await target.request(AUDIT_RETENTION_PATH, {
      token,
      method: 'PUT',
      body: { days: 30 },
    })
    const after = await target.request(AUDIT_RETENTION_PATH, { token })
    await target.request(AUDIT_RETENTION_PATH, { token, method: 'PUT', body: { days: 365 } })
    answers.push(saved.status, saved.body, after.body)
    return answers
  })

  contract(
    'the audits metadata (§5.23): one row with the columns; none for another entity',
    async (target) => {
      const token = await signIn(target)
      const audits = await target.request('/metadata?entityName=audits', { token })
      const other = await target.request('/metadata?entityName=notifications', { token })
      const anonymous = await target.request('/metadata?entityName=audits', {})
      const { rows } = audits.body as { rows: Record<string, unknown>[] }
      const { vendorId, ...row } = rows[0] ?? {}
      return [
        audits.status,
        rows.length,
        typeof vendorId,
        row,
        [other.status, other.body],
        wireFailure(target, anonymous, 401),
      ]
    },
  )
})
