import { addEnglish } from '../../../../../i18n/index'
import { securityDomains as english } from '../../../../../i18n/messages/en'

addEnglish(english)

/** Scaffold: replaced by the domains work of issue 19 before it lands. */
export default function DomainRestrictionsTab() {
  return null
}
