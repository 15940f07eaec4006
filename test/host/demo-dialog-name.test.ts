import { describe, expect, it } from 'vitest'
import { demoDialogName } from '../../src/host/demo-dialog-name'

describe('demoDialogName', () => {
  it('names demo hosted login’s dialog in the language of the box inside it', async () => {
    expect(await demoDialogName('fr-CA')).toEqual({ name: 'Connexion', lang: 'fr' })
    expect(await demoDialogName('he-IL')).toEqual({ name: 'התחברות', lang: 'he' })
    expect(await demoDialogName('de')).toEqual({ name: 'Sign in', lang: 'en' })
    expect(await demoDialogName('not a tag')).toEqual({ name: 'Sign in', lang: 'en' })
  })
})
