import { describe, expect } from 'vitest'
import { SESSIONS_PATHS } from '../../src/api/sessions'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'

startTargets()

const unknownId = '00000000-0000-4000-8000-000000000000'

describe('my sessions: demo and server agree', () => {
  contract('lists the sessions in the ISessionResponse shape', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(SESSIONS_PATHS.mine, { token })
    expect(answer.status).toBe(200)
    const sessions = answer.body as Record<string, unknown>[]
    expect(sessions.length).toBeGreaterThan(0)
    return sessions.map((session) => {
      const { id, createdAt, expires, current } = shapeOf(session)
      return { id, createdAt, expires, current }
    })[0]
  })

  contract('ending an unknown session is a 404', async (target) => {
    const token = await signIn(target)
    const path = SESSIONS_PATHS.one.replace(':id', unknownId)
    return wireFailure(target, await target.request(path, { method: 'DELETE', token }), 404)
  })

  contract('ending one listed session removes it from the list', async (target) => {
    const token = await signIn(target)
    const before = (await target.request(SESSIONS_PATHS.mine, { token })).body as { id: string }[]
    const [first] = before
    if (!first) throw new Error('No session')
    const path = SESSIONS_PATHS.one.replace(':id', first.id)
    const ended = await target.request(path, { method: 'DELETE', token })
    const after = (await target.request(SESSIONS_PATHS.mine, { token })).body as { id: string }[]
    return [ended.status, ended.body, after.some((session) => session.id === first.id)]
  })

  contract('ending all other sessions answers {}', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(SESSIONS_PATHS.all, { method: 'DELETE', token })
    return [answer.status, answer.body]
  })

  contract(
    "an administrator's revocation: 400 without a user, 404 for a stranger",
    async (target) => {
      const token = await signIn(target)
      const missing = await target.request(SESSIONS_PATHS.revoke, { body: {}, token })
      const stranger = await target.request(SESSIONS_PATHS.revoke, {
        body: { userId: unknownId },
        token,
      })
      const me = (await target.request('/identity/resources/users/v2/me', { token })).body as {
        id: string
      }
      const member = await target.request(SESSIONS_PATHS.revoke, { body: { userId: me.id }, token })
      return [
        wireFailure(target, missing, 400),
        (missing.body as { errors: string[] }).errors,
        wireFailure(target, stranger, 404),
        member.status,
      ]
    },
  )

  contract('needs a signed-in user', async (target) =>
    wireFailure(target, await target.request(SESSIONS_PATHS.mine), 401),
  )
})
