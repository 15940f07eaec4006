import { describe } from 'vitest'
import { IP_RESTRICTIONS_PATH } from '../../src/api/ip-restrictions'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

interface Page {
  items: { id: string; ip: string; strategy: string; description: string; isActive: boolean }[]
  _metadata: { totalItems: number; totalPages: number }
}

const IP = IP_RESTRICTIONS_PATH
const view = (page: Page) => ({
  items: page.items.map(({ ip, strategy, description, isActive }) => ({
    ip,
    strategy,
    description,
    isActive,
  })),
  _metadata: page._metadata,
})

describe('IP restrictions: demo and server agree', () => {
  contract('the restriction is off, on the allow list, until changed', async (target) => {
    const token = await signIn(target)
    const config = await target.request(`${IP}/config`, { token })
    return [config.status, config.body]
  })

  contract('adds an address, a CIDR range and an IPv6 range; refuses the rest', async (target) => {
    const token = await signIn(target)
    const answers: unknown[] = []
    for (const body of [
      { ip: '203.0.113.9', description: 'contract single' },
      { ip: '10.20.0.0/16', strategy: 'BLOCK', description: 'contract range' },
      { ip: '2001:DB8:AA::/48', description: 'contract v6' },
    ]) {
      const answer = await target.request(IP, { token, body })
      const { ip, strategy, isActive, description } = answer.body as Page['items'][number]
      answers.push([answer.status, { ip, strategy, isActive, description }])
    }
    for (const ip of ['10.0.0.256', '10.0.0.0/40', 'not an address']) {
      const answer = await target.request(IP, { token, body: { ip } })
      answers.push([wireFailure(target, answer, 400), (answer.body as { errors: string[] }).errors])
    }
    const again = await target.request(IP, { token, body: { ip: '203.0.113.9' } })
    answers.push([wireFailure(target, again, 409), (again.body as { errors: string[] }).errors])
    const listed = await target.request(`${IP}?_offset=0&_limit=10&_filter=contract`, { token })
    answers.push(view(listed.body as Page))
    return answers
  })

  contract('bulk adds, pages by _offset in pages and deletes', async (target) => {
    const token = await signIn(target)
    const bulk = await target.request(`${IP}/bulk`, {
      token,
      body: {
        ips: ['192.0.2.101', '192.0.2.102', '192.0.2.103'].map((ip) => ({
          ip,
          description: 'paging',
        })),
      },
    })
    const second = await target.request(`${IP}?_offset=1&_limit=2&_filter=paging`, { token })
    const page = second.body as Page
    const id = page.items[0]?.id ?? ''
    const removed = await target.request(`${IP}/${id}`, { token, method: 'DELETE' })
    const gone = await target.request(`${IP}/${id}`, { token, method: 'DELETE' })
    const after = await target.request(`${IP}?_filter=paging`, { token })
    return [
      bulk.status,
      view(page),
      removed.status,
      wireFailure(target, gone, 404),
      view(after.body as Page),
    ]
  })

  contract('turning on an allow list without the caller’s address is refused', async (target) => {
    const token = await signIn(target)
    const allow = await target.request(`${IP}/verify/allow`, { token, body: {} })
    const refused = await target.request(`${IP}/config`, {
      token,
      body: { isActive: true, strategy: 'ALLOW' },
    })
    const config = await target.request(`${IP}/config`, { token })
    const message = (refused.body as { errors: string[] }).errors[0] ?? ''
    return [
      allow.body,
      wireFailure(target, refused, 400),
      message.startsWith('This change would lock you out'),
      config.body,
    ]
  })
})
