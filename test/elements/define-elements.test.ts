import { describe, expect, it } from 'vitest'

describe('defineElements on a server', () => {
  it('imports and runs without a DOM, defining nothing', async () => {
    expect(typeof globalThis.document).toBe('undefined')
    const { defineElements, defineLoginBox, defineUsersTable } = await import('../../src/index')
    expect(() => defineElements()).not.toThrow()
    expect(() => defineElements({ prefix: 'acme' })).not.toThrow()
    expect(() => defineLoginBox()).not.toThrow()
    expect(() => defineUsersTable()).not.toThrow()
  })
})
