import type { Page } from 'playwright-core'

/**
 * axe's WCAG 2.2 A/AA and best-practice violations inside the first element matching `selector`
 * (its shadow root included), as `id: help` lines.
 */
export async function violations(page: Page, selector = 'login-box'): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' })
  return page.evaluate(async (within) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Element | null,
          options: unknown,
        ) => Promise<{ violations: { id: string; help: string }[] }>
      }
    }
    const results = await axe.run(document.querySelector(within), {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    })
    return results.violations.map((violation) => `${violation.id}: ${violation.help}`)
  }, selector)
}
