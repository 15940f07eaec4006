import { describe, expect } from 'vitest'
import { USAGE_PATHS } from '../../src/api/usage'
import { contract, shapeOf, signIn, startTargets } from './contract'
import type { UsageReport } from '../../src/api/usage'

startTargets()

describe('usage: demo and server agree', () => {
  contract('the report: its shape, the built-in metrics, 30 days ending today', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(USAGE_PATHS.usage, { token })
    const report = answer.body as UsageReport
    const today = new Date().toISOString().slice(0, 10)
    expect(report.to).toBe(today)
    const members = report.metrics.find((metric) => metric.key === 'members')
    return {
      status: answer.status,
      shape: shapeOf(report),
      from: report.from < report.to,
      builtIn: report.metrics.filter((m) => m.kind === 'builtIn').map((m) => m.key),
      // The demo's account has a plan (Growth) and the seeded server's none: limits differ.
      metric: Object.keys(members ?? {}).sort(),
      limits: report.metrics.every((m) => m.limit === null || Number.isInteger(m.limit)),
      days: report.metrics.every((m) => m.series.length === 30),
      live: report.metrics
        .filter((m) => m.kind === 'builtIn')
        .map((m) => m.series.at(-1) === m.used),
      members: members?.used,
      plans: Array.isArray(report.plans),
    }
  })
})
