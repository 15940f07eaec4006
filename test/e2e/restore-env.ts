import { afterAll } from 'vitest'

/**
 * The e2e files share their worker's process (`isolate: false`), and eight of them set variables
 * for the servers they start (`FOYER_ALLOW_PRIVATE_NETWORK`, Stripe's keys, …). Each puts them back
 * itself; this puts back whatever one leaves, so no file's server starts with another's settings.
 */
const before = { ...process.env }

afterAll(() => {
  for (const key of Object.keys(process.env)) {
    if (!(key in before)) Reflect.deleteProperty(process.env, key)
  }
  Object.assign(process.env, before)
})
