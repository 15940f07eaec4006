import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { flatBudgets } from '../../scripts/size-budgets'

/**
 * The size budgets are ceilings: a change may lower one and never raise it. Each budget is compared
 * with its value in the committed file and in every earlier commit of it (a clone's history; a
 * shallow clone has only HEAD's). A new budget (a new tag or chunk) may start at any value.
 */
const file = 'scripts/size-budgets.ts'
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' })
const scratch = resolve('node_modules/.cache/size-budgets')

/** The budgets as the file was at `commit`, evaluated as the module it was. */
const budgetsAt = async (commit: string): Promise<Record<string, number>> => {
  mkdirSync(scratch, { recursive: true })
  const path = join(scratch, `${commit}.ts`)
  writeFileSync(path, git('show', `${commit}:${file}`))
  const module = (await import(/* @vite-ignore */ path)) as { flatBudgets: typeof flatBudgets }
  return module.flatBudgets()
}

/** The budgets of `now` that are higher than they were in `before`. */
const raised = (before: Record<string, number>, now: Record<string, number>) =>
  Object.entries(now)
    .filter(([name, kib]) => before[name] !== undefined && kib > (before[name] ?? 0))
    .map(([name, kib]) => `${name}: ${before[name]} → ${kib}`)

describe('size budgets', () => {
  const commits = git('log', '--format=%H', '--', file).split('\n').filter(Boolean)

  it('raises none of the committed budgets', async () => {
    if (commits.length === 0) return
    expect(raised(await budgetsAt('HEAD'), flatBudgets())).toEqual([])
  })

  it('was never raised by a commit', async () => {
    const history = await Promise.all(commits.map(budgetsAt))
    const raises = history
      .slice(0, -1)
      .flatMap((later, index) =>
        raised(history[index + 1] ?? {}, later).map((raise) => `${commits[index]}: ${raise}`),
      )
    expect(raises).toEqual([])
  })

  it('finds a raise', () => {
    expect(
      raised({ cdn: 113.9, 'tag:login-box': 101.8 }, { cdn: 114, 'tag:login-box': 101 }),
    ).toEqual(['cdn: 113.9 → 114'])
  })
})
