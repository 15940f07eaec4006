/**
 * The demo's modules for the Security and Audits pages (the account's policy, restrictions, security
 * center and audit log): a chunk of their own, fetched with the portal's (`portal-modules.ts`), so that
 * chunk stays within its budget. The same rules hold as in the other lists (no module answers a path
 * another serves: test/demo/modules.test.ts).
 */
export { emailDomains } from './email-domains' // email-domain restrictions and their refusal of added users
export { securityCenter } from './security-center' // the security center: score, recommendations, insights, MFA reminders
export { securityPolicy } from './security-policy' // the Security page's general settings: MFA, lockout, history, rotation
export { ipRestrictions } from './ip-restrictions' // the Security page's IP restrictions, Add my IP, /metadata/ipme
export { audits } from './audits' // the audit log: 20 rows from 5 samples, filters, sort, stats
