import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disableFailingWebhook } from '../../../server/src/webhooks/disable'
import { call, createTestServer, login } from '../helpers'
import type { TestServer } from '../helpers'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})
afterAll(() => server.close())

/** A webhook saved by an admin whose browser asks for `language`. */
const saveHook = async (displayName: string, language: string) => {
  const response = await call(server, '/webhook/custom', {
    token,
    headers: { 'accept-language': language },
    body: {
      url: `https://hooks.example.com/${displayName}`,
      secret: null,
      displayName,
      eventKeys: ['user.locked'],
    },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { _id: string })._id
}

/** Turns the webhook off as the delivery worker does after a day of failures; answers its mail. */
const turnOff = async (id: string, name: string) => {
  const now = server.clock.now()
  const since = new Date(now.getTime() - 25 * 60 * 60 * 1000)
  await server.db
    .transaction()
    .execute((trx) => disableFailingWebhook(trx, { id, tenantId: server.tenantId }, since, now))
  return server.db
    .selectFrom('messages')
    .select(['subject', 'locale', 'text'])
    .where('purpose', '=', 'webhook-disabled')
    .where('text', 'like', `%hooks.example.com/${name}%`)
    .executeTakeFirstOrThrow()
}

describe('the mail that a webhook was turned off', () => {
  it('is written in the language of the admin who last saved the webhook', async () => {
    const id = await saveHook('Entrepot', 'he-IL,he;q=0.9,en;q=0.5')
    expect(await turnOff(id, 'Entrepot')).toMatchObject({
      subject: 'ה-webhook Entrepot כובה',
      locale: 'he',
    })
  })

  it('follows a later save in another language, and stays English for a language it lacks', async () => {
    const id = await saveHook('Grenier', 'de-DE')
    const changed = await call(server, `/webhook/${id}`, {
      token,
      method: 'PATCH',
      headers: { 'accept-language': 'fr-CA' },
      body: {
        url: 'https://hooks.example.com/Grenier',
        secret: null,
        displayName: 'Grenier',
        eventKeys: ['user.locked'],
      },
    })
    expect(changed.status).toBe(200)
    const mail = await turnOff(id, 'Grenier')
    expect(mail).toMatchObject({ subject: 'Le webhook Grenier a été désactivé', locale: 'fr' })
    expect(mail.text).toContain('réactivez le webhook depuis la page Connectivité')
    const english = await saveHook('Cellar', 'de-DE')
    expect(await turnOff(english, 'Cellar')).toMatchObject({
      subject: 'The webhook Cellar was turned off',
      locale: 'en',
    })
  })
})
