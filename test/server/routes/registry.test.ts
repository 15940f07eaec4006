import { TrieRouter } from 'hono/router/trie-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as routes from '../../../server/src/routes/index'
import { createTestServer } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer

beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

/** A path the route pattern matches with every parameter (and wildcard) set to a fresh value. */
const sampleOf = (pattern: string) =>
  pattern.replace(/:[^/{]+(\{[^}]*\})?/g, 'sample-value').replace(/\*/g, 'sample-value')

/** Each router of the registry with its routes as Hono registered them (method, path). */
const routersOf = (deps: TestServer['deps']) =>
  Object.entries(routes).map(([name, createRoutes]) => {
    // A route with middleware is registered once per handler: keep one entry per method and path.
    const keys = new Set(createRoutes(deps).routes.map(({ method, path }) => `${method} ${path}`))
    const routesOfRouter = [...keys].map((key) => {
      const [method = '', path = ''] = key.split(' ')
      return { method, path }
    })
    const matcher = new TrieRouter<string>()
    for (const route of routesOfRouter) matcher.add(route.method, route.path, route.path)
    const answers = (method: string, path: string) => matcher.match(method, path)[0].length > 0
    return { name, routes: routesOfRouter, answers }
  })

describe('the router registry (server/src/routes/index.ts)', () => {
  it('exports router factories that each serve routes', () => {
    for (const router of routersOf(server.deps)) {
      expect(router.routes.length, router.name).toBeGreaterThan(0)
    }
  })

  // The app mounts the routers in one order (by export name); a route of one router that another
  // router also matched would be answered by whichever came first.
  it('has no router answering a path another router serves', () => {
    const routers = routersOf(server.deps)
    const clashes: string[] = []
    for (const router of routers) {
      for (const { method, path } of router.routes) {
        const sample = sampleOf(path)
        expect(router.answers(method, sample), `${router.name} ${method} ${sample}`).toBe(true)
        for (const other of routers) {
          if (other !== router && other.answers(method, sample)) {
            clashes.push(`${method} ${path} of ${router.name} is matched by ${other.name}`)
          }
        }
      }
    }
    expect(clashes).toEqual([])
  })
})
