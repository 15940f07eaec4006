/** The Connectivity page's Webhooks tab (issue 20). */
export default function WebhooksTab() {
  return null
}
