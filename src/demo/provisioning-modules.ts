/**
 * The demo's modules for the admin portal's Provisioning and Usage pages (issues 21 and 22): a chunk
 * of their own, fetched with the portal's (`portal-modules.ts`, whose chunk is at its budget). A
 * feature of these pages is its module file plus one line here; the same rules hold as in the other
 * lists (no module answers a path another serves: test/demo/modules.test.ts).
 */
export { provisioning } from './provisioning' // SCIM connections: an Okta one managing two members, token once, mappings
export { usage } from './usage' // the Usage page: the Growth plan's limits, live counts, 30 days with a gap
// The vendor's admin portal configuration (issue 24) is here too, where there is room.
export { adminBox } from './admin-box' // GET and POST /metadata/admin-box: the portal's defaults, a vendor token to change them
