import { getFoyerStore, signOutAtom } from '../../src/atoms'
import { createDemoFetch } from '../../src/demo'
import type { FoyerStore } from '../../src/atoms'

/** Changes the demo transport for one test (e.g. to hold or fail a call). */
export type Wrap = (demo: typeof fetch) => typeof fetch

/** A fresh store on its own base URL, talking to the demo transport, recording calls. */
export interface DemoStore {
  store: FoyerStore
  /** `METHOD /path` of every call, path without the API prefix. */
  calls: string[]
  navigations: string[]
  count: (suffix: string) => number
}

let counter = 0
const opened: FoyerStore[] = []

/** Creates a store with a never-used base URL so tests never share state. */
export function demoStore(wrap?: Wrap): DemoStore {
  const demo = createDemoFetch({ delayMs: 0 })
  const transport = wrap ? wrap(demo) : demo
  const calls: string[] = []
  const navigations: string[] = []
  const recording: typeof fetch = (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    calls.push(`${init?.method ?? 'GET'} ${path}`)
    return transport(input, init)
  }
  counter += 1
  const store = getFoyerStore({
    baseUrl: `https://tenant-${counter}.demo.test`,
    apiPrefix: 'api',
    credentials: 'same-origin',
    demo: true,
    fetch: recording,
    navigate: (url) => navigations.push(url),
  })
  opened.push(store)
  return {
    store,
    calls,
    navigations,
    count: (suffix) => calls.filter((call) => call.endsWith(suffix)).length,
  }
}

/** Signs every store of the test out, so no refresh timer outlives it. */
export async function closeDemoStores(): Promise<void> {
  await Promise.all(opened.splice(0).map((store) => store.set(signOutAtom)))
}

/** A JSON answer in the wire shape. */
export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
