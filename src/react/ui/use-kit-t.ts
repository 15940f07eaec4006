import { addEnglish } from '../../i18n/index'
import uiEnglish from '../../i18n/messages/en/ui'
import { useT } from '../i18n/index'
import type { Translate } from '../../i18n/index'

// The kit's own words (`ui.*`) come with the pieces that show them, so a screen without a table, pager,
// dialog, toast or form (the login box) does not carry them.
addEnglish(uiEnglish)

/** `useT()` for the kit pieces with words of their own: importing it adds the kit's English. */
export function useKitT(): Translate {
  return useT()
}
