/** The billing shapes live in the wire layer (`src/wire/billing.ts`), shared with the server. */
export type * from '../wire/billing'
