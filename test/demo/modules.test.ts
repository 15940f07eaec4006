import { PatternRouter } from 'hono/router/pattern-router'
import { describe, expect, it } from 'vitest'
import * as billingModules from '../../src/demo/billing-modules'
import * as connectivityModules from '../../src/demo/connectivity-modules'
import * as flowModules from '../../src/demo/flow-modules'
import * as modules from '../../src/demo/modules'
import * as policyModules from '../../src/demo/policy-modules'
import * as portalModules from '../../src/demo/portal-modules'
import * as provisioningModules from '../../src/demo/provisioning-modules'
import * as securityModules from '../../src/demo/security-modules'
import { createDemoState } from '../../src/demo/state'
import type { DemoApp } from '../../src/demo'
import type { DemoModule } from '../../src/demo/app'
import type { DemoMethod } from '../../src/demo/router'

/** A path the pattern matches with every `:param` set to a fresh value. */
const sampleOf = (pattern: string) => pattern.replace(/:[^/]+/g, 'sample-value')

/** The lists: the box's, the portal's, the user's own account's and the Connectivity page's. */
const lists = [
  modules,
  portalModules,
  securityModules,
  connectivityModules,
  provisioningModules,
  billingModules,
  policyModules,
  flowModules,
]

/** Each module of every list with the routes it registers. */
const modulesWithRoutes = () =>
  lists
    .flatMap((list) => Object.entries<DemoModule>(list))
    .map(([name, register]) => {
      const routes: { method: DemoMethod; pattern: string }[] = []
      const matcher = new PatternRouter<string>()
      const app: DemoApp = {
        state: createDemoState(0),
        startedAt: 0,
        route: (method, pattern) => {
          routes.push({ method, pattern })
          matcher.add(method, pattern, pattern)
        },
        signedIn: (handler) => handler,
        ask: (path) => ({ status: 404, body: { errors: [path] } }),
      }
      register(app)
      const answers = (method: string, path: string) => matcher.match(method, path)[0].length > 0
      return { name, routes, answers }
    })

describe('the demo module lists (src/demo/modules.ts, portal-modules.ts, security-modules.ts)', () => {
  it('names each module in one list only', () => {
    const names = lists.flatMap((list) => Object.keys(list))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('exports modules that each register routes', () => {
    for (const module of modulesWithRoutes()) {
      expect(module.routes.length, module.name).toBeGreaterThan(0)
    }
  })

  // The transport registers the modules in one order (the box's, then the portal's, each by export
  // name); a path two modules matched would be answered by whichever came first.
  it('has no module answering a path another module serves', () => {
    const all = modulesWithRoutes()
    const clashes: string[] = []
    for (const module of all) {
      for (const { method, pattern } of module.routes) {
        const sample = sampleOf(pattern)
        expect(module.answers(method, sample), `${module.name} ${method} ${sample}`).toBe(true)
        for (const other of all) {
          if (other !== module && other.answers(method, sample)) {
            clashes.push(`${method} ${pattern} of ${module.name} is matched by ${other.name}`)
          }
        }
      }
    }
    expect(clashes).toEqual([])
  })
})
