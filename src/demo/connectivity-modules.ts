/**
 * The demo's modules for the admin portal's Connectivity page (issue 20): a chunk of their own, fetched
 * with the portal's (`portal-modules.ts`), so that chunk stays within its budget as the page grows. A
 * Connectivity feature is its module file plus one line here; the same rules hold as in the other lists
 * (no module answers a path another serves: test/demo/modules.test.ts).
 */
export { connectivityChannels } from './connectivity-channels' // email and SMS subscriptions per event, with the server's rules
export { slack } from './slack' // a Slack workspace already added, its channels and subscriptions per event
export { webhooks } from './webhooks' // the Connectivity page's webhooks with a delivery log, the event catalogue
// The SSO page's (issue 21) is here too, where there is room: `portal-modules.ts` is at its budget.
export { ssoConfigurations } from './sso-configurations' // claims the SSO paths; its handlers are a chunk fetched on first use
