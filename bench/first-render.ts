/**
 * Time from the CDN script's start to the login box's first interactive render (the email field enabled in its
 * shadow root), in Debian's Chromium, against the real server on an empty PGlite. Needs `npm run build` first.
 * Run: npm run bench:first-render [-- runs]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { launchChromium } from '../test/e2e/start-foyer'
import type { AddressInfo } from 'node:net'

const runs = Number(process.argv[2] ?? 15)
const script = readFileSync('dist/cdn/foyer.min.js')

const page = (baseUrl: string) => `<!doctype html><html><body>
<script>window.__start = performance.now()</script>
<script src="/foyer.min.js"></script>
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

const statics = createServer((request, response) => {
  if (request.url === '/foyer.min.js') {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
  } else {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page(serverUrl))
  }
})
await new Promise<void>((resolve) => statics.listen(0, '127.0.0.1', resolve))
const pageOrigin = `http://localhost:${(statics.address() as AddressInfo).port}`

const dataDir = mkdtempSync(join(tmpdir(), 'foyer-bench-'))
const port = 19000 + Math.floor(Math.random() * 500)
const serverUrl = `http://localhost:${port}`
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
statics.close()
rmSync(dataDir, { recursive: true, force: true })

timings.sort((a, b) => a - b)
const at = (q: number) =>
  timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? NaN
process.stdout.write(
  `login-box first interactive render over ${runs} cold page loads: median ${at(0.5).toFixed(0)} ms, ` +
    `p90 ${at(0.9).toFixed(0)} ms, min ${at(0).toFixed(0)} ms\n`,
)
