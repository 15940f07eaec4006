import { addEnglish } from '../../../../../i18n/index'
import { securitySession as english } from '../../../../../i18n/messages/en'

addEnglish(english)

/** Scaffold: replaced by the session work of issue 19 before it lands. */
export default function SessionTab() {
  return null
}
