/**
 * The harness of the page-load benchmarks (`first-render.ts`, `portal.ts`): the CDN build served
 * beside a page, the real server (`server/src/main.ts`) on an empty PGlite that allows the page's
 * origin, Debian's Chromium loading the page cold (a fresh context each run), and the figures.
 * The page sets `window.__interactive` to a promise of the milliseconds it measured.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { serveCdn } from '../test/e2e/serve-cdn'
import { launchChromium } from '../test/e2e/start-foyer'
import type { BrowserContext } from 'playwright-core'

/** One page-load benchmark. */
export interface PageBench {
  /** What it measures, for the printed line ("login-box first interactive render"). */
  label: string
  runs: number
  /** The page's HTML, given the server's URL (the tag's `base-url`). */
  page: (serverUrl: string) => string
  /** More server environment (an admin to sign in as…). */
  env?: Record<string, string>
  /** Runs in each fresh context before the page loads (sign in…). */
  prepare?: (context: BrowserContext, serverUrl: string) => Promise<void>
}

const startServer = async (env: Record<string, string>) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'))
  const port = 19000 + Math.floor(Math.random() * 900)
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), FOYER_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve) =>
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (line.includes('listening on')) resolve()
    }),
  )
  return {
    url: `http://localhost:${port}`,
    stop: () => {
      server.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Runs the benchmark and prints its median, p90 and minimum. Needs `npm run build` first. */
export async function runPageBench(bench: PageBench): Promise<void> {
  // The page's origin must be known before the server starts (CORS): the page is served first,
  // and its HTML asks for the server's URL only when it is requested.
  let serverUrl = ''
  const statics = await serveCdn('dist/cdn', () => bench.page(serverUrl))
  const pageOrigin = statics.origin.replace('127.0.0.1', 'localhost')
  const server = await startServer({ ...bench.env, FOYER_ALLOWED_ORIGINS: pageOrigin })
  serverUrl = server.url

  const browser = await launchChromium()
  const timings: number[] = []
  try {
    for (let run = 0; run < bench.runs; run += 1) {
      const context = await browser.newContext()
      await bench.prepare?.(context, serverUrl)
      const tab = await context.newPage()
      await tab.goto(pageOrigin)
      timings.push(
        await tab.evaluate(
          () => (window as unknown as { __interactive: Promise<number> }).__interactive,
        ),
      )
      await context.close()
    }
  } finally {
    await browser.close()
    server.stop()
    await statics.close()
  }

  timings.sort((a, b) => a - b)
  const at = (q: number) =>
    timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? NaN
  process.stdout.write(
    `${bench.label} over ${bench.runs} cold page loads: median ${at(0.5).toFixed(0)} ms, ` +
      `p90 ${at(0.9).toFixed(0)} ms, min ${at(0).toFixed(0)} ms\n`,
  )
}
