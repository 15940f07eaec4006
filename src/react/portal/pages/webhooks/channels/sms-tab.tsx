/** The Connectivity page's SMS tab (issue 20). */
export default function SmsTab() {
  return null
}
