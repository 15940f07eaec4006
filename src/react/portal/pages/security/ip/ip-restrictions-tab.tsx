/** Scaffold: replaced by the ip work of issue 19 before it lands. */
export default function IpRestrictionsTab() {
  return null
}
