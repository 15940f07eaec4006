import { addEnglish } from '../../../../../i18n/index'
import { securityIp as english } from '../../../../../i18n/messages/en'

addEnglish(english)

/** Scaffold: replaced by the ip work of issue 19 before it lands. */
export default function IpRestrictionsTab() {
  return null
}
