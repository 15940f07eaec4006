/** Scaffold: replaced by the domains work of issue 19 before it lands. */
export default function DomainRestrictionsTab() {
  return null
}
