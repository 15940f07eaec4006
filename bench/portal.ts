/**
 * Time from the CDN script's start to the admin portal's first interactive page (signed in: the page's chunk
 * loaded and its content shown, no skeleton or busy region left), cold (a fresh browser context each run), in
 * Debian's Chromium against the real server on an empty PGlite. Needs `npm run build` first.
 * Run: npm run bench:portal [-- runs]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { serveCdn } from '../test/e2e/serve-cdn'
import { launchChromium } from '../test/e2e/start-foyer'

const runs = Number(process.argv[2] ?? 10)
const admin = { email: 'bench@acme.test', password: 'correct horse battery staple' }

const page = (baseUrl: string) => `<!doctype html><html><body>
<script>window.__start = performance.now()</script>
<script src="/cdn/foyer.min.js"></script>
<admin-portal base-url="${baseUrl}" credentials="include" url-strategy="hash"></admin-portal>
<script>
  window.__interactive = new Promise((resolve) => {
    const check = () => {
      const main = document.querySelector('admin-portal')?.shadowRoot?.querySelector('[part="portal-main"]')
      const shown = main && main.children.length > 1 &&
        !main.querySelector('[part="portal-skeleton"], [aria-busy="true"]')
      if (shown) resolve(performance.now() - window.__start)
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
const port = 19500 + Math.floor(Math.random() * 400)
serverUrl = `http://localhost:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    FOYER_DATA_DIR: dataDir,
    FOYER_ALLOWED_ORIGINS: pageOrigin,
    FOYER_ADMIN_EMAIL: admin.email,
    FOYER_ADMIN_PASSWORD: admin.password,
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
  // Signed in beforehand (the refresh cookie in this context), as a user who opens the portal would be.
  const signedIn = await context.request.post(`${serverUrl}/api/identity/resources/auth/v1/user`, {
    data: admin,
  })
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`)
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
  `admin-portal first interactive page over ${runs} cold page loads: median ${at(0.5).toFixed(0)} ms, ` +
    `p90 ${at(0.9).toFixed(0)} ms, min ${at(0).toFixed(0)} ms\n`,
)
