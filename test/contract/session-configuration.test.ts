import { describe } from 'vitest'
import { SESSION_CONFIGURATION_PATH } from '../../src/api/session-configuration'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

describe('session configuration: demo and server agree', () => {
  contract('every rule is off until saved', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(SESSION_CONFIGURATION_PATH, { token })
    return [answer.status, answer.body]
  })

  contract('a saved part reads back; the others keep their value', async (target) => {
    const token = await signIn(target)
    const saved = await target.request(SESSION_CONFIGURATION_PATH, {
      token,
      body: {
        sessionIdleTimeoutConfiguration: { isActive: true, timeout: 1800 },
        sessionConcurrentConfiguration: { isActive: true, maxSessions: 3, onLimit: 'deny' },
      },
    })
    const partial = await target.request(SESSION_CONFIGURATION_PATH, {
      token,
      body: { sessionConcurrentConfiguration: { isActive: true, maxSessions: 2 } },
    })
    const read = await target.request(SESSION_CONFIGURATION_PATH, { token })
    return [saved.status, saved.body, partial.status, read.body]
  })

  contract('an invalid rule is a 400 naming the field', async (target) => {
    const token = await signIn(target)
    const answers = []
    for (const body of [
      { sessionIdleTimeoutConfiguration: { isActive: true, timeout: 10 } },
      { sessionTimeoutConfiguration: { isActive: true, timeout: 90.5 } },
      { sessionTimeoutConfiguration: { timeout: 600 } },
      { sessionConcurrentConfiguration: { isActive: true, maxSessions: 0 } },
      { sessionConcurrentConfiguration: { isActive: true, maxSessions: 101 } },
      { somethingElse: true },
    ]) {
      const answer = await target.request(SESSION_CONFIGURATION_PATH, { token, body })
      const [message] = (answer.body as { errors: string[] }).errors
      answers.push({ ...wireFailure(target, answer, 400), field: message?.split(/[ :]/)[0] })
    }
    return answers
  })
})
