import { fail, ok } from './http'
import type { AuditRow } from '../api/audits'
import type { DemoModule } from './app'

const read = 'fe.secure.read.audits'
const write = 'fe.secure.write.accountSettings'
const RETENTION = `/audits/resources/configurations/v1/retention`
const answers = {
  ok: (body: unknown) => ok(body),
  fail: (status: number, message: string) => fail(status, message),
}
const AUDITS = '/audits'

/**
 * The audits as the server answers them (wire §5.20): 20 rows from 5 samples (spec 001 §9),
 * filtered, sorted, paged (`virtual` mode too), counted, exported as CSV; the action catalogue
 * (the samples' actions), the audits' metadata (§5.23) and the retention setting (365 days until
 * changed). The rows and the answers
 * are a chunk of their own (`audits-data.ts`), fetched at the first audits request, so the portal's
 * demo chunk stays small.
 */
export const audits: DemoModule = ({ route, signedIn, startedAt }) => {
  let rows: AuditRow[] | undefined
  let retention = 365
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
  route(
    'GET',
    `${AUDITS}/actions`,
    signedIn(async () => (await data()).module.auditActionList(answers), read),
  )
  // Wire §5.23: the audits entity's metadata (its columns), for any signed-in member; no row for others.
  route(
    'GET',
    '/metadata',
    signedIn(async ({ query }) =>
      ok({
        rows:
          query.get('entityName') === 'audits'
            ? [(await import('../wire/audit-metadata')).auditsMetadata('demo-vendor')]
            : [],
      }),
    ),
  )
  route(
    'GET',
    RETENTION,
    signedIn(() => ok({ days: retention }), read),
  )
  route(
    'PUT',
    RETENTION,
    signedIn(async ({ body }) => {
      const days = (await data()).module.retentionDays(body)
      if (days === null) return fail(400, 'days: a whole number from 1 to 3650')
      retention = days
      return ok({ days })
    }, write),
  )
}
