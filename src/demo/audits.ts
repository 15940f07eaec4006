import { fail, ok } from './http'
import type { AuditRow } from '../api/audits'
import type { DemoModule } from './app'

const read = 'fe.secure.read.audits'
const answers = {
  ok: (body: unknown) => ok(body),
  fail: (status: number, message: string) => fail(status, message),
}
const AUDITS = '/audits'

/**
 * The audits as the server answers them (wire §5.20): 20 rows from 5 samples (spec 001 §9),
 * filtered, sorted, paged (`virtual` mode too), counted, exported as CSV. The rows and the answers
 * are a chunk of their own (`audits-data.ts`), fetched at the first audits request, so the portal's
 * demo chunk stays small.
 */
export const audits: DemoModule = ({ route, signedIn, startedAt }) => {
  let rows: AuditRow[] | undefined
  const data = async () => {
    const module = await import('./audits-data')
    rows ??= module.demoAuditRows(startedAt)
    return { module, rows }
  }
  route(
    'GET',
    AUDITS,
    signedIn(async ({ query }) => {
      const { module, rows: all } = await data()
      return module.auditPage(answers, all, query)
    }, read),
  )
  route(
    'GET',
    `${AUDITS}/stats`,
    signedIn(async ({ now }) => {
      const { module, rows: all } = await data()
      return module.auditStats(answers, all, now)
    }, read),
  )
  route(
    'POST',
    `${AUDITS}/export/csv/v2`,
    signedIn(async ({ query, body }) => {
      const { module, rows: all } = await data()
      return module.auditCsv(answers, all, query, body)
    }, read),
  )
}
