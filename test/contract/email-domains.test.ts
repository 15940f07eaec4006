import { describe } from 'vitest'
import { EMAIL_DOMAINS_CONFIG_PATH, EMAIL_DOMAINS_PATH } from '../../src/api/email-domains'
import { USERS_PATHS } from '../../src/api/users'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { Answer, ContractTarget } from './targets'

startTargets()

const messages = (answer: Answer) => (answer.body as { errors?: string[] }).errors ?? []
const withoutId = (answer: Answer) => {
  const { id, ...rest } = answer.body as { id?: unknown }
  return { status: answer.status, hasId: typeof id === 'string', ...rest }
}
const failure = (target: ContractTarget, answer: Answer, status: number) => ({
  ...wireFailure(target, answer, status),
  text: messages(answer),
})

describe('email-domain restrictions: demo and server agree', () => {
  contract('nothing is restricted until set: off, block-list, empty', async (target) => {
    const token = await signIn(target)
    const config = await target.request(EMAIL_DOMAINS_CONFIG_PATH, { token })
    const list = await target.request(EMAIL_DOMAINS_PATH, { token })
    return [config.status, config.body, list.status, list.body]
  })

  contract(
    'a domain is added normalised; a second entry of it and a non-domain are refused',
    async (target) => {
      const token = await signIn(target)
      const add = (domain: string, type: string) =>
        target.request(EMAIL_DOMAINS_PATH, { token, body: { domain, type } })
      return [
        withoutId(await add(' @Blocked.Example. ', 'BLOCK')),
        failure(target, await add('blocked.example', 'ALLOW'), 409),
        failure(target, await add('not a domain', 'BLOCK'), 400),
      ]
    },
  )

  contract('an allow-list without an allowed domain cannot be turned on', async (target) => {
    const token = await signIn(target)
    const answer = await target.request(EMAIL_DOMAINS_CONFIG_PATH, {
      token,
      body: { active: true, type: 'ALLOW' },
    })
    return failure(target, answer, 400)
  })

  contract(
    'switched on, adding a user at a blocked or public domain is refused with the sentence',
    async (target) => {
      const token = await signIn(target)
      const on = await target.request(EMAIL_DOMAINS_CONFIG_PATH, {
        token,
        body: { active: true, blockPublicDomains: true },
      })
      const invite = (email: string) =>
        target.request(USERS_PATHS.addUser, { token, body: { email, roleIds: [] } })
      return [
        on.status,
        on.body,
        failure(target, await invite('eve@blocked.example'), 403),
        failure(target, await invite('eve@gmail.com'), 403),
        (await invite('ada@fine.example')).status,
      ]
    },
  )

  contract('the last allowed domain of an allow-list that is on stays', async (target) => {
    const token = await signIn(target)
    const added = await target.request(EMAIL_DOMAINS_PATH, {
      token,
      body: { domain: 'corp.example', type: 'ALLOW' },
    })
    const id = (added.body as { id: string }).id
    const on = await target.request(EMAIL_DOMAINS_CONFIG_PATH, {
      token,
      body: { active: true, type: 'ALLOW' },
    })
    const refused = await target.request(`${EMAIL_DOMAINS_PATH}/${id}`, { token, method: 'DELETE' })
    await target.request(EMAIL_DOMAINS_CONFIG_PATH, { token, body: { active: false } })
    const removed = await target.request(`${EMAIL_DOMAINS_PATH}/${id}`, { token, method: 'DELETE' })
    const list = await target.request(EMAIL_DOMAINS_PATH, { token })
    const domains = (list.body as { items: { domain: string }[] }).items.map((item) => item.domain)
    return [on.body, failure(target, refused, 409), removed.status, domains]
  })
})
