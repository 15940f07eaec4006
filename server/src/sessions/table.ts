import type { CreatedAt } from '../db/columns'

/** Refresh-token sessions; rotated rows keep `replaced_by`, a family shares `family_id`. */
export interface SessionsTable {
  id: string
  user_id: string
  tenant_id: string
  family_id: string
  token_hash: string
  expires_at: Date
  revoked_at: Date | null
  replaced_by: string | null
  user_agent: string | null
  ip: string | null
  created_at: CreatedAt
  last_used_at: Date | null
  /** When the session's user last authenticated (migration 0027, step-up); null before it. */
  auth_time: Date | null
  /** How (RFC 8176 values, space-separated, e.g. `mfa otp`); null for a first factor alone. */
  amr: string | null
  /** The impersonation this session belongs to (migration 0049); null for the user's own sign-in. */
  impersonation_id: string | null
}

declare module '../db/database' {
  interface Database {
    sessions: SessionsTable
  }
}
