/** The Connectivity page's Slack tab (issue 20). */
export default function SlackTab() {
  return null
}
