/**
 * `npm start`: the identity server (PGlite under .data/ unless DATABASE_URL is set) and the plain-HTML example
 * page on a second origin, wired to each other. PORT picks the server's port, EXAMPLE_PORT the page's.
 * FOYER_EXAMPLE_BUILD names a directory where the example page is already built (`vite build --config
 * examples/vanilla/vite.config.ts`, against this server's address): it is served as built instead of
 * by the development server (the end-to-end suite builds it once for all its files).
 * FOYER_STRIPE_FAKE=1 starts the loopback fake of Stripe's API (test/support/stripe-fake/, Stripe cannot be
 * reached here) on FOYER_STRIPE_FAKE_PORT (12111 by default), points the server's FOYER_STRIPE_* at it and has
 * it deliver its signed webhook events to the server.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { createServer, preview } from 'vite'
import { startStripeFake } from '../test/support/stripe-fake/server'

const port = Number(process.env.PORT ?? 8080)
const examplePort = Number(process.env.EXAMPLE_PORT ?? 5173)
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

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    FOYER_ALLOWED_ORIGINS: process.env.FOYER_ALLOWED_ORIGINS ?? exampleOrigins.join(','),
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
const configFile = 'examples/vanilla/vite.config.ts'
const built = process.env.FOYER_EXAMPLE_BUILD
if (built) {
  const page = await preview({
    configFile,
    build: { outDir: built },
    preview: { port: examplePort, strictPort: true, host: 'localhost' },
  })
  stopPage.push(() => page.close())
} else {
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.kill('SIGTERM')
  })
}
