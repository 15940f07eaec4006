import { describe, expect, it } from 'vitest'
import { ApiError, errorFromResponse } from '../../../src/api'
import { createTranslator } from '../../../src/i18n'
import fr from '../../../src/i18n/messages/fr'
import he from '../../../src/i18n/messages/he'
import { missingPermissions, refusalText } from '../../../src/react/ui/refusal-text'
import { missingPermissionMessage, permissionCatalogue } from '../../../src/wire'
import { en } from '../../i18n/english-catalogue'

const t = createTranslator({ locale: 'en', layers: [en] })

/** The server's 403 for want of `keys`, as the API layer turns it into an error. */
const refused = (keys: string[], body?: Record<string, unknown>) =>
  errorFromResponse({
    status: 403,
    statusText: 'Forbidden',
    body: JSON.stringify(
      body ?? {
        errors: [missingPermissionMessage(keys)],
        errorCode: 'ER-FOYER-1006',
        context: { permissions: keys },
      },
    ),
  })

describe('refusalText', () => {
  it('names a missing permission in words, never by its key', () => {
    expect(refusalText(refused(['fe.secure.write.users']), t)).toBe(
      'You need the Users write permission; ask an administrator.',
    )
    expect(refusalText(refused(['fe.secure.delete.roles']), t)).toBe(
      'You need the Roles delete permission; ask an administrator.',
    )
    expect(refusalText(refused(['fe.usage.read']), t)).toBe(
      'You need the Usage read permission; ask an administrator.',
    )
  })

  it('words every permission of the catalogue, in English, French and Hebrew', () => {
    for (const layers of [[en], [fr, en], [he, en]]) {
      const translate = createTranslator({ locale: 'en', layers })
      for (const { key } of permissionCatalogue) {
        const text = refusalText(refused([key]), translate) ?? ''
        expect(text).not.toMatch(/fe\.|refusal\./)
        expect(text).not.toBe(translate('refusal.other'))
      }
    }
    expect(
      refusalText(
        refused(['fe.secure.write.users']),
        createTranslator({ locale: 'fr', layers: [fr] }),
      ),
    ).toContain('Utilisateurs')
  })

  it('reads the keys of an older server that answered "Missing permission <key>"', () => {
    const old = refused([], {
      errors: ['Missing permission fe.secure.write.users'],
      errorCode: 'ER-FOYER-1006',
    })
    expect(missingPermissions(old)).toEqual(['fe.secure.write.users'])
    expect(refusalText(old, t)).toBe('You need the Users write permission; ask an administrator.')
  })

  it('says so without a name for a key outside the catalogue', () => {
    expect(refusalText(refused(['custom.thing']), t)).toBe(
      'You do not have the permission this needs; ask an administrator.',
    )
  })

  it('leaves every other failure to its own message', () => {
    expect(refusalText(new ApiError('Role not found', { status: 404 }), t)).toBeNull()
    expect(refusalText(new ApiError('Nope', { status: 403, errorCode: 'ER-FOYER-0403' }), t)).toBe(
      null,
    )
    expect(refusalText(null, t)).toBeNull()
  })
})

describe('missingPermissionMessage (the server and the demo)', () => {
  it('is a sentence with the human names', () => {
    expect(missingPermissionMessage(['fe.secure.write.users'])).toBe(
      'You need the Edit Users permission; ask an administrator.',
    )
    expect(missingPermissionMessage(['fe.secure.read.roles', 'fe.secure.read.users'])).toBe(
      'You need the Read Roles or Read Users permission; ask an administrator.',
    )
  })
})
