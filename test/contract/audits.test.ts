import { describe } from 'vitest'
import { AUDITS_PATH } from '../../src/api/audits'
import { contract, signIn, startTargets, wireFailure } from './contract'

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
})
