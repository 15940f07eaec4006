import { addEnglish } from '../../../../../i18n/index'
import { securityCenter as english } from '../../../../../i18n/messages/en'

addEnglish(english)

/** Scaffold: replaced by the center work of issue 19 before it lands. */
export default function SecurityCenter() {
  return null
}
