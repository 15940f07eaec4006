import { describe } from 'vitest'
import { CHANNEL_MAP_PATH, RECIPIENT_PATHS, SLACK_PATH } from '../../src/api/connectivity-channels'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { Answer, ContractTarget } from './targets'

startTargets()

const messages = (answer: Answer) => (answer.body as { errors?: string[] }).errors ?? []
const failure = (target: ContractTarget, answer: Answer, status: number) => ({
  ...wireFailure(target, answer, status),
  text: messages(answer),
})
const listId = '7d0f1a52-3c1e-4f7e-9a39-2f1b5c1d0a01'

interface Config {
  eventKey: string
  enabled: boolean
  subscriptions: { id: string; name: string; enabled: boolean; recipients: string[] }[]
}
const configOf = async (
  target: ContractTarget,
  token: string,
  channel: 'email' | 'sms',
  key: string,
) => {
  const answer = await target.request(RECIPIENT_PATHS[channel], { token })
  const found = (answer.body as Config[]).find((config) => config.eventKey === key)
  return found
    ? { ...found, subscriptions: found.subscriptions.map(({ id: _id, ...list }) => list) }
    : null
}

describe('email, SMS and Slack subscriptions: demo and server agree', () => {
  contract('the demo answers the catalogue of events with their categories', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(`${CHANNEL_MAP_PATH}?channels=email,sms,slack`, { token })
    const events = answer.body as { key: string; category: { id: string; name: string } }[]
    return [answer.status, events.map((event) => [event.key, event.category.name])]
  })

  contract(
    'an event is saved with its lists cleaned; a list with no recipient is not kept',
    async (target) => {
      const token = await signIn(target)
      const saved = await target.request(`${RECIPIENT_PATHS.email}/user.locked`, {
        token,
        body: {
          enabled: true,
          subscriptions: [
            { name: 'Ops', enabled: true, recipients: [' Ops@Acme.test', '', 'ops@acme.test'] },
            { name: 'Nobody', enabled: true, recipients: [' '] },
          ],
        },
      })
      return [saved.status, saved.body, await configOf(target, token, 'email', 'user.locked')]
    },
  )

  contract(
    'an address or number that is not one, and an unknown event, are refused',
    async (target) => {
      const token = await signIn(target)
      const post = (channel: 'email' | 'sms', key: string, recipients: string[]) =>
        target.request(`${RECIPIENT_PATHS[channel]}/${key}`, {
          token,
          body: { enabled: true, subscriptions: [{ name: 'X', enabled: true, recipients }] },
        })
      return [
        failure(target, await post('email', 'user.activated', ['not-mail']), 400),
        failure(target, await post('sms', 'user.activated', ['555-0123']), 400),
        failure(target, await post('email', 'user.teleported', ['a@acme.test']), 400),
      ]
    },
  )

  contract(
    'a list is put under its id and removed once emptied; a switch needs its event',
    async (target) => {
      const token = await signIn(target)
      const put = (recipients: string[]) =>
        target.request(`${RECIPIENT_PATHS.sms}/user.activated/subscriptions/${listId}`, {
          token,
          method: 'PUT',
          body: { name: 'On call', enabled: true, recipients },
        })
      const first = await put(['+14155550199'])
      const kept = await configOf(target, token, 'sms', 'user.activated')
      const emptied = await put([])
      const after = await configOf(target, token, 'sms', 'user.activated')
      const missing = await target.request(`${RECIPIENT_PATHS.email}/user.removed`, {
        token,
        method: 'PATCH',
        body: { enabled: false },
      })
      return [first.status, kept, emptied.status, after, failure(target, missing, 404)]
    },
  )

  contract('a Slack subscription naming an unknown event is refused', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(`${SLACK_PATH}/subscriptions`, {
      token,
      body: { isActive: true, slackEvents: [{ eventKey: 'user.teleported', channelIds: ['C1'] }] },
    })
    return failure(target, answer, 400)
  })
})
