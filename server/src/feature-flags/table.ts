import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** Feature flags with their targeting rules. */
export interface FeatureFlagsTable {
  id: string
  key: string
  name: string
  description: Generated<string>
  on: boolean
  off_treatment: 'true' | 'false'
  default_treatment: 'true' | 'false'
  rules: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The features a flag is linked to; a feature has at most one flag. */
export interface FeatureFlagFeaturesTable {
  flag_id: string
  feature_id: string
}

declare module '../db/database' {
  interface Database {
    feature_flags: FeatureFlagsTable
    feature_flag_features: FeatureFlagFeaturesTable
  }
}
