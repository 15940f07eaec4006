import { addEnglish } from '../../../../../i18n/index'
import { securityGeneral as english } from '../../../../../i18n/messages/en'

addEnglish(english)

/** Scaffold: replaced by the general work of issue 19 before it lands. */
export default function GeneralTab() {
  return null
}
