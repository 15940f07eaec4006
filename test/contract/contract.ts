import { afterAll, beforeAll, expect, it } from 'vitest'
import { isWireError } from '../../src/wire'
import { demoTarget, serverTarget } from './targets'
import type { Answer, ContractTarget } from './targets'

/** The two sides of the contract, ready once `beforeAll` has run. */
const sides: { demo?: ContractTarget; server?: ContractTarget } = {}
const tokens = new Map<ContractTarget, string>()

/** Starts the demo and the seeded server for this test file, and stops them after it. */
export function startTargets(): void {
  beforeAll(async () => {
    sides.demo = demoTarget()
    sides.server = await serverTarget()
  })
  afterAll(async () => {
    await Promise.all([sides.demo?.close(), sides.server?.close()])
    tokens.clear()
  })
}

/**
 * A contract case: `run` is called against the demo and against the server, asserts what must
 * hold on each, and returns what it observed; the two observations must be equal, so any drift
 * between the demo and the server fails the case.
 */
export function contract(name: string, run: (target: ContractTarget) => Promise<unknown>): void {
  it(name, async () => {
    const { demo, server } = sides
    if (!demo || !server) throw new Error('startTargets() was not called')
    const fromServer = await run(server)
    const fromDemo = await run(demo)
    expect(fromDemo, 'the demo answers as the server does').toEqual(fromServer)
  })
}

/** An access token of the target's admin (one sign-in per target and file). */
export async function signIn(target: ContractTarget): Promise<string> {
  const known = tokens.get(target)
  if (known) return known
  const answer = await target.request('/identity/resources/auth/v1/user', {
    body: target.credentials,
  })
  expect(answer.status, `${target.name} sign-in`).toBe(200)
  const token = (answer.body as { accessToken?: unknown }).accessToken
  if (typeof token !== 'string') throw new Error(`${target.name} sign-in gave no access token`)
  tokens.set(target, token)
  return token
}

/**
 * Asserts `answer` is a failure in the wire error shape with `status`, and returns what the two
 * sides must agree on: the status, the error code and the message.
 */
export function wireFailure(target: ContractTarget, answer: Answer, status: number) {
  expect(answer.status, `${target.name} status`).toBe(status)
  if (!isWireError(answer.body)) {
    throw new Error(
      `${target.name} answered ${JSON.stringify(answer.body)}, not the wire error shape`,
    )
  }
  const { errors, errorCode } = answer.body
  return { status: answer.status, errorCode, messages: errors.length }
}

/** The type of every value of `record`, by key, to compare shapes whose data differ. */
export function shapeOf(record: unknown): Record<string, string> {
  const shape: Record<string, string> = {}
  if (typeof record !== 'object' || record === null) return shape
  for (const [key, value] of Object.entries(record)) {
    shape[key] = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
  }
  return shape
}
