import { describe } from 'vitest'
import { EVENT_CATALOGUE_PATH, WEBHOOK_PATH } from '../../src/api/webhooks'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

interface Hook {
  _id: string
  url: string
  secret: string
  displayName: string
  description: string
  eventKeys: string[]
  isActive: boolean
  invocations: number
}

const view = (hook: Hook) => ({
  url: hook.url,
  displayName: hook.displayName,
  description: hook.description,
  eventKeys: hook.eventKeys,
  isActive: hook.isActive,
  invocations: hook.invocations,
  secret: hook.secret.startsWith('whsec_'),
})

const body = {
  url: 'https://hooks.example.org/contract',
  secret: null,
  displayName: 'Contract',
  description: 'Both sides',
  eventKeys: ['user.invited', 'user.locked'],
  isActive: true,
}

describe('webhooks and the event catalogue: demo and server agree', () => {
  contract('serves the same catalogue and channel maps', async (target) => {
    const token = await signIn(target)
    const categories = await target.request(`${EVENT_CATALOGUE_PATH}/categories`, { token })
    const list = categories.body as { id: string; name: string; events: { key: string }[] }[]
    const maps = await target.request(`${EVENT_CATALOGUE_PATH}?channels=webhook,slack`, { token })
    const fax = await target.request(`${EVENT_CATALOGUE_PATH}?channels=fax`, { token })
    return [
      categories.status,
      list.map((category) => [category.id, category.name, category.events.map((e) => e.key)]),
      (maps.body as { key: string }[]).map((map) => map.key),
      wireFailure(target, fax, 400),
      (fax.body as { errors: string[] }).errors,
    ]
  })

  contract('adds, changes, logs and deletes a webhook; refuses bad bodies', async (target) => {
    const token = await signIn(target)
    const created = await target.request(`${WEBHOOK_PATH}/custom`, { token, body })
    const hook = created.body as Hook
    const changed = await target.request(`${WEBHOOK_PATH}/${hook._id}`, {
      token,
      method: 'PATCH',
      body: { ...body, _id: hook._id, displayName: 'Contract 2', isActive: false },
    })
    const log = await target.request(`${WEBHOOK_PATH}/logs/?id=${hook._id}&offset=0&limit=10`, {
      token,
    })
    const answers: unknown[] = [
      created.status,
      view(hook),
      view(changed.body as Hook),
      (changed.body as Hook).secret === hook.secret,
      log.body,
    ]
    for (const bad of [
      { ...body, url: 'http://hooks.example.org/plain' },
      { ...body, eventKeys: ['user.teleported'] },
      { ...body, secret: 'short' },
    ]) {
      const refused = await target.request(`${WEBHOOK_PATH}/custom`, { token, body: bad })
      answers.push([
        wireFailure(target, refused, 400),
        (refused.body as { errors: string[] }).errors,
      ])
    }
    const removed = await target.request(`${WEBHOOK_PATH}/${hook._id}`, { token, method: 'DELETE' })
    const again = await target.request(`${WEBHOOK_PATH}/${hook._id}`, { token, method: 'DELETE' })
    answers.push(removed.status, removed.body, wireFailure(target, again, 404))
    return answers
  })

  contract(
    'logs a test call in the webhook’s log, marked as a test, never sent again',
    async (target) => {
      const token = await signIn(target)
      const hook = (await target.request(`${WEBHOOK_PATH}/custom`, { token, body })).body as Hook
      // The server reaches no network here: its status differs from the demo's, the log does not.
      const tested = await target.request(`${WEBHOOK_PATH}/test`, {
        token,
        body: { url: hook.url, secret: hook.secret },
      })
      const log = await target.request(`${WEBHOOK_PATH}/logs/?id=${hook._id}&offset=0&limit=10`, {
        token,
      })
      const page = log.body as { count: number; rows: { id: string; isTest: boolean }[] }
      const again = await target.request(`${WEBHOOK_PATH}/logs/${page.rows[0]?.id ?? ''}/retries`, {
        token,
        method: 'POST',
      })
      await target.request(`${WEBHOOK_PATH}/${hook._id}`, { token, method: 'DELETE' })
      const answer = tested.body as {
        id: string
        webhookId: string
        eventKey: string
        isTest: boolean
      }
      return [
        tested.status,
        answer.webhookId === hook._id,
        answer.eventKey,
        answer.isTest,
        page.count,
        page.rows.map((row) => [row.id === answer.id, row.isTest]),
        wireFailure(target, again, 400),
        (again.body as { errors: string[] }).errors,
      ]
    },
  )
})
