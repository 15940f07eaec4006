/**
 * Time from the CDN script's start to the login box's first interactive render (the email field enabled in its
 * shadow root), in Debian's Chromium, against the real server on an empty PGlite. Needs `npm run build` first.
 * Run: npm run bench:first-render [-- runs]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { serveCdn } from '../test/e2e/serve-cdn'
import { launchChromium } from '../test/e2e/start-foyer'

const runs = Number(process.argv[2] ?? 15)

const page = (baseUrl: string) => `<!doctype html><html><body>
<script>window.__start = performance.now()</script>
<script src="/cdn/foyer.min.js"></script>
<login-box base-url="${baseUrl}" credentials="include"></login-box>
<script>
  window.__interactive = new Promise((resolve) => {
    const check = () => {
      const input = document.querySelector('login-box')?.shadowRoot?.querySelector('input[type="email"], input[name="email"], input[name="username"]')
      if (input && !input.disabled) resolve(performance.now() - window.__start)
      else requestAnimationFrame(check)
    }
    check()
  })
</script></body></html>`

// The page's origin must be known before the server starts (CORS): the port comes first, the page after.
let serverUrl = ''
const statics = await serveCdn('dist/cdn', () => page(serverUrl))
const pageOrigin = statics.origin.replace('127.0.0.1', 'localhost')

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'))
const port = 19000 + Math.floor(Math.random() * 500)
serverUrl = `http://localhost:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    FOYER_DATA_DIR: dataDir,
    FOYER_ALLOWED_ORIGINS: pageOrigin,
    DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve) =>
  createInterface({ input: server.stdout }).on('line', (line) => {
    if (line.includes('listening on')) resolve()
  }),
)

const browser = await launchChromium()
const timings: number[] = []
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext()
  const tab = await context.newPage()
  await tab.goto(pageOrigin)
  timings.push(
    await tab.evaluate(
      () => (window as unknown as { __interactive: Promise<number> }).__interactive,
    ),
  )
  await context.close()
}
await browser.close()
server.kill('SIGTERM')
await statics.close()
rmSync(dataDir, { recursive: true, force: true })

timings.sort((a, b) => a - b)
const at = (q: number) =>
  timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? NaN
process.stdout.write(
  `login-box first interactive render over ${runs} cold page loads: median ${at(0.5).toFixed(0)} ms, ` +
    `p90 ${at(0.9).toFixed(0)} ms, min ${at(0).toFixed(0)} ms\n`,
)
