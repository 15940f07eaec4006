/**
 * Mocha's globals in web-test-runner, typed and imported explicitly (the node suites use vitest, so no
 * global test types are declared for the whole test project).
 */
type Done = () => void
type Body = (this: unknown) => void | Promise<void>
type Suite = (name: string, body: () => void) => void
type Test = (name: string, body: Body) => void
type Hook = (body: Body | ((done: Done) => void)) => void

interface MochaGlobals {
  describe: Suite
  it: Test
  before: Hook
  after: Hook
  beforeEach: Hook
  afterEach: Hook
}

const mocha = globalThis as unknown as MochaGlobals

export const describe: Suite = (name, body) => mocha.describe(name, body)
export const it: Test = (name, body) => mocha.it(name, body)
export const before: Hook = (body) => mocha.before(body)
export const after: Hook = (body) => mocha.after(body)
export const beforeEach: Hook = (body) => mocha.beforeEach(body)
export const afterEach: Hook = (body) => mocha.afterEach(body)
