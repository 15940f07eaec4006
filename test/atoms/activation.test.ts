import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom, sessionAtom } from '../../src/atoms'
import {
  activationStateAtom,
  startActivationAtom,
  submitActivationAtom,
} from '../../src/atoms/activation'
import { signUpAtom, signUpStateAtom } from '../../src/atoms/sign-up'
import { demoAccounts } from '../../src/demo/sign-up-store'
import { installSessionStorage } from '../demo/memory-storage'
import { closeDemoStores, demoStore } from './demo-store'
import type { DemoStore } from './demo-store'

beforeEach(() => {
  installSessionStorage()
})
afterEach(async () => {
  await closeDemoStores()
})

const signUp = async ({ store }: DemoStore, email: string) =>
  store.set(signUpAtom, {
    email,
    name: 'Linus',
    companyName: 'Kernel Ltd',
    password: 'a long enough password',
    byPhone: false,
  })

describe('sign-up and activation atoms', () => {
  it('a sign-up needing activation hands out the code route, and the code activates', async () => {
    const demo = demoStore()
    const outcome = await signUp(demo, 'linus@kernel.test')
    expect(outcome).toMatchObject({ kind: 'activateWithCode', token: expect.any(String) })
    expect(demo.store.get(signUpStateAtom)).toMatchObject({
      stage: 'SignUpSuccess',
      shouldActivate: true,
    })
    if (outcome.kind !== 'activateWithCode') return
    const link = { userId: outcome.userId, token: outcome.token }
    await demo.store.set(startActivationAtom, { link, byCode: true })
    expect(demo.store.get(activationStateAtom).step).toBe('code')
    const code = demoAccounts().find((a) => a.email === 'linus@kernel.test')?.code ?? ''
    const wrong = await demo.store.set(submitActivationAtom, {
      code: code === '000000' ? '111111' : '000000',
    })
    expect(wrong?.status).toBe(400)
    expect(demo.store.get(activationStateAtom).step).toBe('code')
    expect(await demo.store.set(submitActivationAtom, { code })).toBeNull()
    expect(demo.store.get(activationStateAtom)).toMatchObject({
      step: 'success',
      user: { userId: expect.any(String), email: 'linus@kernel.test' },
    })
    expect(demo.store.get(sessionAtom).status).toBe('signed-in')
  })

  it('signs out whoever is signed in before opening a link, then activates as the link’s user', async () => {
    const demo = demoStore()
    await demo.store.set(preLoginAtom, 'someone.else@example.com')
    await demo.store.set(loginWithPasswordAtom, 'correct horse')
    expect(demo.store.get(sessionAtom).user?.email).toBe('someone.else@example.com')
    await signUp(demo, 'ada@kernel.test')
    const account = demoAccounts().find((a) => a.email === 'ada@kernel.test')
    if (!account) throw new Error('no demo sign-up')
    const before = demo.calls.length
    await demo.store.set(startActivationAtom, {
      link: { userId: account.userId, token: account.token },
      byCode: false,
    })
    const after = demo.calls.slice(before)
    expect(after[0]).toBe('POST /identity/resources/auth/v1/logout')
    expect(demo.store.get(activationStateAtom).step).toBe('success')
    expect(demo.store.get(sessionAtom).user?.email).toBe('ada@kernel.test')
  })

  it('a used or malformed link goes to resend', async () => {
    const demo = demoStore()
    await demo.store.set(startActivationAtom, {
      link: { userId: 'x', token: 'short' },
      byCode: false,
    })
    expect(demo.store.get(activationStateAtom)).toMatchObject({
      step: 'resend',
      refusal: 'invalid',
    })
  })
})
