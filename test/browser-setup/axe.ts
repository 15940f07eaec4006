import type { AxeResults, Result } from 'axe-core'

interface AxeGlobal {
  axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> }
}

let loading: Promise<void> | undefined

/** Loads axe-core's browser build once (it is a UMD script, not an ES module). */
function loadAxe(): Promise<void> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = '/node_modules/axe-core/axe.min.js'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('axe-core could not be loaded'))
    document.body.append(script)
  })
  return loading
}

const describe = (violations: Result[]): string =>
  violations
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`)
    .join('\n')

/** Runs axe (WCAG 2.2 A/AA and best practices) on the host and its shadow root; fails on any violation. */
export async function expectAccessible(host: Element): Promise<void> {
  await loadAxe()
  const axe = (globalThis as AxeGlobal).axe
  if (!axe) throw new Error('axe-core did not load')
  const results = await axe.run(host, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    resultTypes: ['violations'],
  })
  if (results.violations.length > 0) {
    throw new Error(`accessibility violations:\n${describe(results.violations)}`)
  }
}
