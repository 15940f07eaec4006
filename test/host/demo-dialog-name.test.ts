import { describe, expect, it } from 'vitest'
import { demoDialogName } from '../../src/host/demo-dialog-name'

describe('demoDialogName', () => {
  it('names demo hosted login’s dialog in the language of the box inside it', async () => {
    expect(await demoDialogName('fr-CA')).toEqual({ name: 'Connexion', lang: 'fr', dir: 'ltr' })
    expect(await demoDialogName('he')).toEqual({ name: 'התחברות', lang: 'he', dir: 'rtl' })
    expect(await demoDialogName('de')).toEqual({ name: 'Sign in', lang: 'en', dir: 'ltr' })
  })
})
