import { afterAll } from 'vitest'

/**
 * The e2e files share their worker's process (`isolate: false`). A file gives its server settings
 * through `startFoyer`'s `env`, not `process.env`; this puts back whatever a file still changes
 * (`hosts.test.ts` builds its pages with `VITE_FOYER_BASE_URL`), so no file starts with another's.
 */
const before = { ...process.env }

afterAll(() => {
  for (const key of Object.keys(process.env)) {
    if (!(key in before)) Reflect.deleteProperty(process.env, key)
  }
  Object.assign(process.env, before)
})
