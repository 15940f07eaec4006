/**
 * `npm start`: the identity server (PGlite under .data/ unless DATABASE_URL is set) and the plain-HTML example
 * page on a second origin, wired to each other. PORT picks the server's port, EXAMPLE_PORT the page's.
 * FOYER_EXAMPLE_BUILD names a directory where the plain-HTML example page is already built (`vite build
 * --config examples/vanilla/vite.config.ts`, against this server's address): it is served as built
 * (`serve-built.ts`) instead of by the development server (the end-to-end suite builds it once for all its files).
 * `tsx scripts/start.ts <host>` (`npm run example:vue`, `:react`, `:angular`, `:svelte`) starts the same server with
 * that host's example instead (`examples/<host>/`, each on a port of its own; EXAMPLE_PORT still picks it).
 * FOYER_STRIPE_FAKE=1 starts the loopback fake of Stripe's API (test/support/stripe-fake/, Stripe cannot be
 * reached here) on FOYER_STRIPE_FAKE_PORT (12111 by default), points the server's FOYER_STRIPE_* at it and has
 * it deliver its signed webhook events to the server.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { startStripeFake } from '../test/support/stripe-fake/server'
import { buildServer } from './build-server'
import { serveBuilt } from './serve-built'

const port = Number(process.env.PORT ?? 8080)
// The host example to serve and its own default port (the root README's Hosts table).
const hostPorts: Record<string, number> = {
  vanilla: 5173,
  vue: 5174,
  react: 5175,
  angular: 5176,
  svelte: 5177,
}
const host = process.argv[2] ?? 'vanilla'
const hostPort = hostPorts[host]
if (!hostPort) throw new Error(`No example "${host}": one of ${Object.keys(hostPorts).join(', ')}`)
const examplePort = Number(process.env.EXAMPLE_PORT ?? hostPort)
const built = process.env.FOYER_EXAMPLE_BUILD
if (built && host !== 'vanilla')
  throw new Error('FOYER_EXAMPLE_BUILD serves the plain-HTML example only')
const serverUrl = `http://localhost:${port}`
const exampleOrigins = [examplePort, 5174].flatMap((p) => [
  `http://localhost:${p}`,
  `http://127.0.0.1:${p}`,
])

// Billing against the Stripe fake: its keys, its address, and the server's webhook endpoint.
const stripeFake =
  process.env.FOYER_STRIPE_FAKE === '1'
    ? await startStripeFake({ port: Number(process.env.FOYER_STRIPE_FAKE_PORT ?? 12111) })
    : undefined
const stripeEnv = stripeFake
  ? {
      FOYER_STRIPE_SECRET_KEY: stripeFake.secretKey,
      FOYER_STRIPE_PUBLISHABLE_KEY: stripeFake.publishableKey,
      FOYER_STRIPE_WEBHOOK_SECRET: stripeFake.webhookSecret,
      FOYER_STRIPE_API_URL: stripeFake.url,
    }
  : {}
stripeFake?.deliverTo(
  `${serverUrl}/api/subscriptions/resources/billing/payment-providers/stripe/webhooks/v1`,
)

// The server runs compiled (`npm run build:server`, a second or two), as in production; FOYER_SERVER_BUILD
// names a directory where it is compiled already (the end-to-end suite compiles it once for all files).
const serverMain = process.env.FOYER_SERVER_BUILD
  ? join(process.env.FOYER_SERVER_BUILD, 'main.cjs')
  : await buildServer()
// start.cjs beside main.cjs sizes libuv's thread pool (argon2id hashes run there), then runs main.cjs
// through V8's code cache.
const serverStart = join(dirname(serverMain), 'start.cjs')
const server = spawn(process.execPath, ['--enable-source-maps', serverStart], {
  env: {
    ...process.env,
    PORT: String(port),
    // The example's origins, and the host's own pages after them (FOYER_ALLOWED_ORIGINS adds, never replaces).
    FOYER_ALLOWED_ORIGINS: [...exampleOrigins, process.env.FOYER_ALLOWED_ORIGINS ?? '']
      .filter(Boolean)
      .join(','),
    // Development: mail and SMS without a carrier go to the mailbox page (FOYER_DEV_MAILBOX=0 turns it off).
    FOYER_DEV_MAILBOX: process.env.FOYER_DEV_MAILBOX ?? '1',
    // Mailed links open the example page, where <login-box> runs them.
    FOYER_APP_URL: process.env.FOYER_APP_URL ?? `http://localhost:${examplePort}`,
    ...stripeEnv,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})

const ready = new Promise<void>((resolve) => {
  createInterface({ input: server.stdout }).on('line', (line) => {
    process.stdout.write(`${line}\n`)
    if (line.includes('listening on')) resolve()
  })
})

// When the server stops, so does the page (a failed start exits with the server's code).
const stopPage: Array<() => Promise<void>> = []
if (stripeFake) stopPage.push(() => stripeFake.close())
server.on('exit', (code) => {
  void Promise.all(stopPage.map((stop) => stop())).finally(() => process.exit(code ?? 1))
})

await ready
process.env.VITE_FOYER_BASE_URL = serverUrl
// Hosted login names the application by the server's client id.
process.env.VITE_FOYER_CLIENT_ID = process.env.FOYER_CLIENT_ID ?? 'foyer'
const configFile = `examples/${host}/vite.config.ts`
if (built) {
  stopPage.push(await serveBuilt(built, examplePort))
} else {
  const { createServer } = await import('vite')
  const page = await createServer({
    configFile,
    server: { port: examplePort, strictPort: true, host: 'localhost' },
  })
  stopPage.push(() => page.close())
  await page.listen()
}
process.stdout.write(
  [
    '',
    `  Foyer server   ${serverUrl}`,
    `  Example page   http://localhost:${examplePort}/`,
    `  Demo mode      http://localhost:${examplePort}/?demo`,
    ...(stripeFake ? [`  Stripe fake    ${stripeFake.url} (${stripeFake.secretKey})`] : []),
    '',
  ].join('\n') + '\n',
)

// The hosted login and portal pages are served from the CDN build: on a fresh clone it is built once, in
// the background, so the example's "Hosted login page" works without running `npm run build` first
// (FOYER_BUILD_HOSTED=0 skips it: the end-to-end suite builds it in the gate).
if (!existsSync('dist/cdn/foyer.min.js') && process.env.FOYER_BUILD_HOSTED !== '0') {
  process.stdout.write('  Building the hosted login and portal pages (first start only)…\n')
  const hosted = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'vite.cdn.config.ts',
      '--logLevel',
      'error',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  hosted.on('exit', (code) => {
    process.stdout.write(
      code === 0
        ? '  Hosted pages built: the "Hosted login page" button works now.\n'
        : `  Building the hosted pages failed (${code}); run npm run build to see why.\n`,
    )
  })
  stopPage.push(async () => {
    hosted.kill('SIGTERM')
  })
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill('SIGTERM')
  })
}
