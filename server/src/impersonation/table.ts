/** Impersonations (migration 0049): an actor acting as a user in one tenant, for a while. */
export interface ImpersonationsTable {
  id: string
  tenant_id: string
  user_id: string
  /** `vendor`: a vendor token's client; `user`: a member holding the impersonation permission. */
  actor_kind: 'vendor' | 'user'
  /** The vendor client id or the acting user's id: the access token's `act.sub`. */
  actor_sub: string
  reason: string
  started_at: Date
  /** No session of the impersonation is refreshed past this instant. */
  ends_at: Date
  /** When the actor ended it (signed out); null while it runs or after it simply ran out. */
  ended_at: Date | null
}

declare module '../db/database' {
  interface Database {
    impersonations: ImpersonationsTable
  }
}
