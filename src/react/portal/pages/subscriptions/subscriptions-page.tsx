/** The portal's Subscriptions (billing) page (issue 22): replaced by its engineer. */
export default function SubscriptionsPage() {
  return null
}
