import { describe, expect } from 'vitest'
import { API_TOKENS_PATHS } from '../../src/api/api-tokens'
import { contract, shapeOf, signIn, startTargets, wireFailure } from './contract'
import type { ContractTarget } from './targets'

startTargets()

const create = async (target: ContractTarget, body: unknown) =>
  target.request(API_TOKENS_PATHS.tokens, { body, token: await signIn(target) })

describe('personal API tokens: demo and server agree', () => {
  contract('a created token signs in once listed, and not once deleted', async (target) => {
    const token = await signIn(target)
    const created = await create(target, { description: ' Deploys ', expiresInMinutes: 2880 })
    const body = created.body as { clientId: string; secret: string; description: string }
    const listed = (await target.request(API_TOKENS_PATHS.tokens, { token })).body as unknown[]
    const credentials = { clientId: body.clientId, secret: body.secret }
    const signedIn = await target.request(API_TOKENS_PATHS.signIn, { body: credentials })
    const accessToken = (signedIn.body as { accessToken: string }).accessToken
    const me = await target.request('/identity/resources/users/v2/me', { token: accessToken })
    expect(me.status).toBe(200)
    const wrong = await target.request(API_TOKENS_PATHS.signIn, {
      body: { ...credentials, secret: 'A'.repeat(43) },
    })
    const path = API_TOKENS_PATHS.token.replace(':tokenId', body.clientId)
    const deleted = await target.request(path, { method: 'DELETE', token })
    const again = await target.request(path, { method: 'DELETE', token })
    const afterDelete = await target.request(API_TOKENS_PATHS.signIn, { body: credentials })
    return {
      created: [created.status, shapeOf(created.body), body.description, body.secret.length],
      listed: [listed.length, shapeOf(listed[0])],
      signedIn: [signedIn.status, shapeOf(signedIn.body)],
      wrong: wireFailure(target, wrong, 401),
      deleted: [deleted.status, deleted.body],
      again: wireFailure(target, again, 404),
      afterDelete: wireFailure(target, afterDelete, 401),
    }
  })

  contract('a token without expiry answers expires null', async (target) => {
    const created = await create(target, { description: 'Forever', expiresInMinutes: null })
    return [created.status, (created.body as { expires: unknown }).expires]
  })

  contract('invalid creations are 400s naming the field', async (target) => {
    const answers = []
    for (const body of [
      { description: '', expiresInMinutes: null },
      { description: 'x' },
      { description: 'x', expiresInMinutes: 0 },
      { description: 'x', expiresInMinutes: 2.5 },
      { expiresInMinutes: 10 },
    ]) {
      const answer = await create(target, body)
      const [message] = (answer.body as { errors: string[] }).errors
      answers.push({ ...wireFailure(target, answer, 400), field: message?.split(/[ :]/)[0] })
    }
    return answers
  })

  contract('access tokens: a list of their own that signs in the same way', async (target) => {
    const token = await signIn(target)
    const created = await target.request(API_TOKENS_PATHS.accessTokens, {
      token,
      body: { description: 'Scripts', expiresInMinutes: 60 },
    })
    const body = created.body as { id: string; secret: string }
    const listed = (await target.request(API_TOKENS_PATHS.accessTokens, { token })).body as {
      accessTokens: unknown[]
    }
    const signedIn = await target.request(API_TOKENS_PATHS.signIn, {
      body: { clientId: body.id, secret: body.secret },
    })
    const path = API_TOKENS_PATHS.accessToken.replace(':id', body.id)
    const viaOtherList = await target.request(API_TOKENS_PATHS.token.replace(':tokenId', body.id), {
      method: 'DELETE',
      token,
    })
    const deleted = await target.request(path, { method: 'DELETE', token })
    return {
      created: [created.status, shapeOf(created.body)],
      listed: [listed.accessTokens.length, shapeOf(listed.accessTokens[0])],
      signedIn: signedIn.status,
      viaOtherList: wireFailure(target, viaOtherList, 404),
      deleted: [deleted.status, deleted.body],
    }
  })
})
