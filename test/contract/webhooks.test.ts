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
})
