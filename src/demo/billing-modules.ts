/**
 * The demo's modules for billing (the Subscriptions page and `<checkout-dialog>`, issue 22): a chunk
 * of their own, fetched with the portal's (`portal-modules.ts`), so that chunk stays within its
 * budget. The same rules hold as in the other lists (no module answers a path another serves:
 * test/demo/modules.test.ts).
 */
export { billing } from './billing' // two tenants' subscriptions (active, trialing), plans, invoices and PDFs, a card, SetupIntents
