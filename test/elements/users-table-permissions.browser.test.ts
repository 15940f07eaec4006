import { createDemoFetch } from '../../src/demo/index'
import { defineElements } from '../../src/index'
import { assert, equal, waitFor } from '../browser-setup/assert'
import { expectAccessible } from '../browser-setup/axe'
import { rememberDemoSignIn } from '../browser-setup/demo'
import { fixture } from '../browser-setup/fixture'
import { afterEach, describe, it } from '../browser-setup/mocha'
import { buttons, columnHeader, findButton, shadowOf, tableRows } from '../browser-setup/shadow'

defineElements()

/**
 * What a member may do decides what the Team page shows (issue 18, finding 11): each test's elements
 * talk to a server of their own (the demo transport behind `fetch`, without the `demo` attribute, so
 * every request goes through this page's `fetch`), and every answer is recorded.
 */
interface Answer {
  method: string
  path: string
  status: number
}
const answers: Answer[] = []
const servers = new Map<string, typeof globalThis.fetch>()
const realFetch = window.fetch.bind(window)
let counter = 0

window.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href)
  if (!url.hostname.startsWith('rights-')) return realFetch(input, init)
  let server = servers.get(url.origin)
  if (!server) {
    server = createDemoFetch({ delayMs: 0 }).forApi({ baseUrl: url.origin, apiPrefix: 'api' })
    servers.set(url.origin, server)
  }
  const answer = await server(input, init)
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase()
  answers.push({ method, path: url.pathname, status: answer.status })
  return answer
}

const start = location.pathname + location.search

afterEach(() => {
  answers.length = 0
  history.replaceState(null, '', start)
})

/** A base URL whose requests reach a demo server of its own through `fetch`. */
const serverUrl = () => {
  counter += 1
  return `https://rights-${Date.now().toString(36)}-${counter}.example.test`
}

const failed = () => answers.filter((answer) => answer.status >= 400)
const writeControls = /^(Invite user|Add several|More|Actions|Actions for .*)$/

/** `<users-table>` signed in as the persona of `email`, with every column there. */
async function teamOf(email: string) {
  rememberDemoSignIn(email)
  const host = fixture(`<users-table base-url="${serverUrl()}"></users-table>`)
  await waitFor(() => tableRows(host).length === 20, 'the first page')
  await waitFor(() => columnHeader(host, 'Managed by'), 'the late columns')
  await waitFor(() => columnHeader(host, 'Applications'), 'the applications column')
  return host
}

describe('<users-table> and the member’s permissions', () => {
  it('shows a Viewer the team and no write control, asking only what a Viewer may read', async () => {
    const host = await teamOf('viewer@acme.test')
    equal(buttons(host, writeControls).length, 0, 'write controls')
    equal(columnHeader(host, 'Actions'), undefined, 'the actions column')
    equal(columnHeader(host, 'Groups'), undefined, 'the groups column (no groups permission)')
    await expectAccessible(host)
    equal(JSON.stringify(failed()), '[]', 'failed requests')
    assert(
      !answers.some((answer) => answer.path.includes('/groups/v1')),
      'the groups were not asked for',
    )
  })

  it('shows an administrator every control and the groups', async () => {
    const host = await teamOf('ada@acme.test')
    await findButton(host, 'Invite user')
    await findButton(host, 'Add several')
    assert(buttons(host, /^Actions for /).length > 0, 'row actions')
    await waitFor(() => columnHeader(host, 'Groups'), 'the groups column')
    equal(JSON.stringify(failed()), '[]', 'failed requests')
  })

  it('offers Support the changes it may make, not the removal', async () => {
    const host = await teamOf('support@acme.test')
    await findButton(host, 'Invite user')
    const [first] = buttons(host, /^Actions for /)
    first?.click()
    const menu = await waitFor(() => shadowOf(host).querySelector('dialog[open]'), 'the menu')
    await findButton(host, 'Edit roles')
    assert(buttons(host, /^(Lock|Unlock)$/).length === 1, 'lock or unlock')
    equal(buttons(host, 'Remove from account').length, 0, 'remove')
    assert(menu.textContent?.includes('Actions for'), 'the member’s menu')
    await expectAccessible(host)
  })
})

describe('acting on a stronger member', () => {
  it('tells Support in words why it cannot lock an administrator, and changes nothing', async () => {
    const host = await teamOf('support@acme.test')
    ;(await findButton(host, 'Actions for Wei Zhang')).click()
    ;(await findButton(host, 'Lock')).click()
    ;(await findButton(host, 'Lock user')).click()
    await waitFor(
      () =>
        shadowOf(host).textContent?.includes(
          'You can only manage members whose permissions you hold yourself; wei.zhang',
        ),
      'the refusal in words',
    )
    equal(
      failed().map((answer) => `${answer.method} ${answer.status}`),
      ['POST 403'],
      'one refused lock',
    )
  })
})

describe('<admin-portal> and the member’s permissions', () => {
  it('shows a Viewer the Users page with no write control and no failed request', async () => {
    rememberDemoSignIn('viewer@acme.test')
    history.replaceState(null, '', `${start}#/users`)
    const host = fixture(
      `<admin-portal base-url="${serverUrl()}" url-strategy="hash"></admin-portal>`,
    )
    await waitFor(() => tableRows(host).length === 20, 'the team')
    await waitFor(() => columnHeader(host, 'Managed by'), 'the late columns')
    equal(buttons(host, writeControls).length, 0, 'write controls')
    equal(columnHeader(host, 'Actions'), undefined, 'the actions column')
    await expectAccessible(host)
    equal(JSON.stringify(failed()), '[]', 'failed requests')
  })
})
