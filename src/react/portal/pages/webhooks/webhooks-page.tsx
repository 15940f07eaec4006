/** The portal's Connectivity page (issue 20): its frame over the webhooks, email, SMS and Slack tabs. */
export default function WebhooksPage() {
  return null
}
