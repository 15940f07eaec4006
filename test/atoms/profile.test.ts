import { afterEach, describe, expect, it } from 'vitest'
import { loginWithPasswordAtom, preLoginAtom, sessionAtom } from '../../src/atoms'
import {
  loadUsernameAtom,
  saveProfileAtom,
  savePictureAtom,
  usernameAtom,
} from '../../src/atoms/profile'
import { closeDemoStores, demoStore, json } from './demo-store'
import type { Wrap } from './demo-store'

afterEach(closeDemoStores)

/** A 1×1 PNG as a data URL. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

async function signedIn(wrap?: Wrap) {
  const demo = demoStore(wrap)
  await demo.store.set(preLoginAtom, 'ada@acme.test')
  await demo.store.set(loginWithPasswordAtom, 'correct horse')
  return demo
}

describe('profile atoms', () => {
  it('save the details and show them on the session at once', async () => {
    const { store, calls } = await signedIn()
    await store.set(loadUsernameAtom)
    expect(store.get(usernameAtom)).toMatchObject({ status: 'ready', username: null, loaded: true })
    const metadata = JSON.stringify({ jobTitle: 'Engineer' })
    await store.set(saveProfileAtom, { name: 'Ada L.', metadata, username: 'ada.l' })
    expect(store.get(sessionAtom).user).toMatchObject({ name: 'Ada L.', metadata })
    expect(store.get(usernameAtom).username).toBe('ada.l')
    // The username goes first: it is the part most likely refused.
    const saves = calls.filter((call) => call.startsWith('POST /identity/resources/usernames'))
    expect(saves).toHaveLength(1)
    expect(calls.indexOf(saves[0] ?? '')).toBeLessThan(
      calls.indexOf('PUT /identity/resources/users/v2/me'),
    )
  })

  it('read the username again after a refused change, and save nothing else', async () => {
    let refuse = false
    const taken: Wrap = (demo) => (input, init) =>
      refuse && init?.method === 'POST' && String(input).endsWith('/usernames/v1')
        ? Promise.resolve(json(409, { errors: ['username is taken'], errorCode: 'ER-00409' }))
        : demo(input, init)
    const { store, count } = await signedIn(taken)
    await store.set(loadUsernameAtom)
    await store.set(saveProfileAtom, { username: 'ada.old' })
    refuse = true
    // A change deletes the old username first (spec §5); creating the new one is then refused.
    const saving = store.set(saveProfileAtom, { name: 'Not saved', username: 'taken' })
    await expect(saving).rejects.toMatchObject({ status: 409 })
    expect(count('PUT /identity/resources/users/v2/me')).toBe(0)
    expect(store.get(sessionAtom).user?.name).not.toBe('Not saved')
    await expect
      .poll(() => store.get(usernameAtom))
      .toMatchObject({ status: 'ready', username: null })
    expect(count('GET /identity/resources/usernames/v1/me')).toBe(2)
  })

  it('save and remove the picture, and say a refused one', async () => {
    const { store } = await signedIn()
    await store.set(savePictureAtom, PNG)
    expect(store.get(sessionAtom).user?.profilePictureUrl).toMatch(/^data:image\/png/)
    await store.set(savePictureAtom, null)
    expect(store.get(sessionAtom).user?.profilePictureUrl).toBeNull()
    await expect(store.set(savePictureAtom, 'data:image/png;base64,%%%')).rejects.toMatchObject({
      status: 400,
    })
  })
})
