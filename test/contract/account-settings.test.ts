import { describe } from 'vitest'
import { ACCOUNT_SETTINGS_PATHS } from '../../src/api/account-settings'
import { TENANTS_PATHS } from '../../src/api/tenants'
import { contract, signIn, startTargets, wireFailure } from './contract'

startTargets()

const path = ACCOUNT_SETTINGS_PATHS.settings
const everything = {
  name: 'Contract Co.',
  address: '1 Shared Street',
  website: 'https://contract.example',
  timezone: 'Europe/Paris',
  currency: 'eur',
  dateFormat: 'YYYY-MM-DD',
  timeFormat: 'hh:mm A',
  applicationUrl: 'https://app.contract.example',
}

describe('account settings: demo and server agree', () => {
  contract('a full change reads back normalised; a later one keeps the rest', async (target) => {
    const token = await signIn(target)
    const saved = await target.request(path, { method: 'PUT', token, body: everything })
    const partial = await target.request(path, {
      method: 'PUT',
      token,
      body: { address: '', currency: 'ILS' },
    })
    const read = await target.request(path, { token })
    const { tenantId: _id, ...settings } = read.body as Record<string, unknown>
    return [saved.status, partial.status, settings]
  })

  contract(
    'bad input is a 400 with the same words, a custom login needs an alias',
    async (target) => {
      const token = await signIn(target)
      const answers = []
      for (const body of [
        { name: '' },
        { timezone: 'Nowhere/City' },
        { currency: 'DOLLARS' },
        { website: 'ftp://files.example' },
        { dateFormat: 'YYYY' },
        { timeFormat: 'H' },
        { alias: 'A b' },
        { hasCustomLogin: true, alias: '' },
        { logo: 'https://elsewhere.example/logo.png' },
      ]) {
        const answer = await target.request(path, { method: 'PUT', token, body })
        const [message] = (answer.body as { errors: string[] }).errors
        answers.push({ ...wireFailure(target, answer, 400), message })
      }
      return answers
    },
  )

  contract('a custom login is public by its alias only while on', async (target) => {
    const token = await signIn(target)
    const on = await target.request(path, {
      method: 'PUT',
      token,
      body: { hasCustomLogin: true, alias: 'contract' },
    })
    const found = await target.request(`${ACCOUNT_SETTINGS_PATHS.public}?alias=contract`)
    await target.request(path, { method: 'PUT', token, body: { hasCustomLogin: false } })
    const gone = await target.request(`${ACCOUNT_SETTINGS_PATHS.public}?alias=contract`)
    const { hasCustomLogin, alias } = on.body as Record<string, unknown>
    const { name } = found.body as Record<string, unknown>
    return [on.status, hasCustomLogin, alias, found.status, name, wireFailure(target, gone, 404)]
  })

  contract('reading needs a signed-in user', async (target) => {
    return wireFailure(target, await target.request(path), 401)
  })
})

describe('tenant switching: demo and server agree', () => {
  contract('a tenant the user does not belong to is a 404; none is a 400', async (target) => {
    const token = await signIn(target)
    const stranger = await target.request(TENANTS_PATHS.switchTenant, {
      method: 'PUT',
      token,
      body: { tenantId: '00000000-0000-4000-8000-000000000000' },
    })
    const none = await target.request(TENANTS_PATHS.switchTenant, {
      method: 'PUT',
      token,
      body: {},
    })
    return [
      wireFailure(target, stranger, 404),
      (stranger.body as { errors: string[] }).errors,
      wireFailure(target, none, 400),
    ]
  })
})
