import { describe, expect } from 'vitest'
import { PROFILE_PATHS } from '../../src/api/profile'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { ContractTarget } from './targets'

startTargets()

const send = async (
  target: ContractTarget,
  path: string,
  init: { method?: string; body?: unknown } = {},
) => target.request(path, { ...init, token: await signIn(target) })

/** The PNG of one pixel, as the page sends a picture. */
const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

describe('the profile page: demo and server agree', () => {
  contract('saving the name, address and job title answers the saved profile', async (t) => {
    const metadata = JSON.stringify({ address: '1 Main St', jobTitle: 'Engineer' })
    const answer = await send(t, PROFILE_PATHS.me, {
      method: 'PUT',
      body: { name: '  Contract Name ', metadata },
    })
    expect(answer.status).toBe(200)
    const profile = answer.body as { name: string; metadata: string }
    return { name: profile.name, metadata: JSON.parse(profile.metadata) as unknown }
  })

  contract('a picture is a data-URL image, and anything else is refused', async (t) => {
    const saved = await send(t, PROFILE_PATHS.me, {
      method: 'PUT',
      body: { profilePictureUrl: PNG_DATA_URL },
    })
    expect(saved.status).toBe(200)
    const url = (saved.body as { profilePictureUrl: string }).profilePictureUrl
    expect(url).toMatch(/t=\d+$/)
    const refused = await send(t, PROFILE_PATHS.me, {
      method: 'PUT',
      body: { profilePictureUrl: 'https://tracker.example/pixel.png' },
    })
    const removed = await send(t, PROFILE_PATHS.me, {
      method: 'PUT',
      body: { profilePictureUrl: null },
    })
    return {
      refused: wireFailure(t, refused, 400),
      removed: (removed.body as { profilePictureUrl: unknown }).profilePictureUrl,
    }
  })

  contract('bad profile input is a 400 naming the field', async (t) => {
    const bad = [{ name: '  ' }, { metadata: '[1]' }, { metadata: 'not json' }]
    const failures = []
    for (const body of bad) {
      failures.push(wireFailure(t, await send(t, PROFILE_PATHS.me, { method: 'PUT', body }), 400))
    }
    return failures
  })

  contract('a username: the same does nothing, another waits for a delete', async (t) => {
    const set = await send(t, PROFILE_PATHS.usernames, { body: { username: 'contract.user' } })
    const same = await send(t, PROFILE_PATHS.usernames, { body: { username: 'contract.user' } })
    const other = await send(t, PROFILE_PATHS.usernames, { body: { username: 'contract.other' } })
    const read = await send(t, PROFILE_PATHS.myUsername)
    const path = PROFILE_PATHS.username.replace(':username', 'contract.user')
    const deleted = await send(t, path, { method: 'DELETE' })
    const gone = await send(t, PROFILE_PATHS.myUsername)
    const bad = await send(t, PROFILE_PATHS.usernames, { body: { username: 'a b' } })
    return {
      statuses: [set.status, same.status, deleted.status],
      other: wireFailure(t, other, 409),
      read: (read.body as { username: string }).username,
      gone: wireFailure(t, gone, 404),
      bad: wireFailure(t, bad, 400),
    }
  })

  contract('a password change needs the current password and a valid new one', async (t) => {
    const wrong = await send(t, PROFILE_PATHS.changePassword, {
      body: { password: 'wrong-password', newPassword: 'a brand new one 1' },
    })
    const short = await send(t, PROFILE_PATHS.changePassword, {
      body: { password: t.credentials.password, newPassword: 'ab1' },
    })
    return { wrong: wireFailure(t, wrong, 400), short: wireFailure(t, short, 400) }
  })

  contract('a phone number is added unverified with a texted code', async (t) => {
    const bad = await send(t, PROFILE_PATHS.phoneNumbers, { body: { phoneNumber: 'call me' } })
    const added = await send(t, PROFILE_PATHS.phoneNumbers, {
      body: { phoneNumber: '+1 201 555 0123' },
    })
    expect(added.status).toBe(200)
    const list = await send(t, `${PROFILE_PATHS.phoneNumbers}?_limit=10&_offset=0`)
    const { items, _metadata } = list.body as {
      items: { phoneNumber: string; verified: boolean }[]
      _metadata: unknown
    }
    return {
      bad: wireFailure(t, bad, 400),
      added: shapeOf(added.body),
      items: items.map(({ phoneNumber, verified }) => ({ phoneNumber, verified })),
      _metadata,
    }
  })

  contract('an email change mails a code to a valid new address only', async (t) => {
    const bad = await send(t, PROFILE_PATHS.email, { body: { email: 'nope' } })
    const same = await send(t, PROFILE_PATHS.email, { body: { email: t.credentials.email } })
    const asked = await send(t, PROFILE_PATHS.email, { body: { email: 'next@example.com' } })
    const wrong = await send(t, PROFILE_PATHS.verifyEmail, {
      body: { email: 'next@example.com', code: 'x' },
    })
    return {
      bad: wireFailure(t, bad, 400),
      same: wireFailure(t, same, 400),
      asked: asked.status,
      wrong: wireFailure(t, wrong, 400),
    }
  })
})
