import { describe, expect } from 'vitest'
import { INVITATION_PATHS } from '../../src/api/invitations'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

const MINUTE_MS = 60_000
const path = INVITATION_PATHS.inviteLink

/** Minutes from now until an ISO date, rounded (the two sides' clocks differ by the test's run). */
const minutesLeft = (expires: unknown) =>
  Math.round((Date.parse(String(expires)) - Date.now()) / MINUTE_MS)

describe("the tenant's invite link: demo and server agree", () => {
  contract('none, created for 43200 minutes, changed with its token kept, deleted', async (t) => {
    const token = await signIn(t)
    const none = await t.request(path, { token })
    const created = await t.request(path, { body: { expiresInMinutes: 43_200 }, token })
    expect(created.status).toBe(200)
    const link = created.body as Record<string, unknown>
    const changed = await t.request(path, {
      method: 'PATCH',
      body: { expiresInMinutes: 60, shouldSendEmail: true },
      token,
    })
    const after = changed.body as Record<string, unknown>
    const bad = await t.request(path, { method: 'PATCH', body: { expiresInMinutes: 0 }, token })
    const read = await t.request(path, { token })
    const deleted = await t.request(path, { method: 'DELETE', token })
    const gone = await t.request(path, { token })
    const anonymous = await t.request(path, { body: {} })
    return {
      none: wireFailure(t, none, 404),
      created: {
        shape: shapeOf({ ...link, userId: undefined }),
        token: /^[\w-]{43}$/.test(String(link.token)),
        minutes: minutesLeft(link.expires),
        shouldSendEmail: link.shouldSendEmail,
        roleIds: link.roleIds,
      },
      changed: {
        status: changed.status,
        sameToken: after.token === link.token,
        minutes: minutesLeft(after.expires),
        shouldSendEmail: after.shouldSendEmail,
      },
      bad: wireFailure(t, bad, 400),
      read: (read.body as Record<string, unknown>).shouldSendEmail,
      deleted: { status: deleted.status, body: deleted.body },
      gone: wireFailure(t, gone, 404),
      anonymous: wireFailure(t, anonymous, 401),
    }
  })
})

describe('the invite link configuration: demo and server agree', () => {
  contract('links and the mail choice allowed by default; signed-in only', async (t) => {
    const token = await signIn(t)
    const read = await t.request(INVITATION_PATHS.inviteLinkConfiguration, { token })
    const anonymous = await t.request(INVITATION_PATHS.inviteLinkConfiguration)
    return {
      read: { status: read.status, body: read.body },
      anonymous: wireFailure(t, anonymous, 401),
    }
  })
})
