import { describe, expect, it } from 'vitest'
import { sealSession, unsealSession } from '../../src/node/index'

const password = '0f'.repeat(32)
const session = { accessToken: 'header.payload.signature', refreshToken: 'opaque-refresh-token' }

describe('the sealed session cookie', () => {
  it('opens with its password only, and hides the tokens', async () => {
    const sealed = await sealSession(session, password, 60)
    expect(sealed).not.toContain('opaque-refresh-token')
    expect(await unsealSession(sealed, password)).toEqual(session)
    expect(await unsealSession(sealed, 'f0'.repeat(32))).toBeUndefined()
  })

  it('refuses an altered or expired seal', async () => {
    const sealed = await sealSession(session, password, 60)
    const parts = sealed.split('.')
    const flipped = parts[3]?.startsWith('A') ? `B${parts[3].slice(1)}` : `A${parts[3]?.slice(1)}`
    parts[3] = flipped
    expect(await unsealSession(parts.join('.'), password)).toBeUndefined()
    expect(await unsealSession(await sealSession(session, password, 0), password)).toBeUndefined()
  })

  it('rejects a password that is not 64 hex characters', async () => {
    await expect(sealSession(session, 'short', 60)).rejects.toThrow('64-character hex string')
    await expect(sealSession(session, 'g'.repeat(64), 60)).rejects.toThrow(
      '64-character hex string',
    )
  })
})
