import type { CreatedAt, Json } from '../db/columns'
import type { Generated } from 'kysely'

/** Plans with their targeting rules (a JSON array of rules). */
export interface PlansTable {
  id: string
  name: string
  description: Generated<string>
  default_treatment: 'true' | 'false'
  rules: Json
  created_at: CreatedAt
  updated_at: CreatedAt
}

/** The features of each plan. */
export interface PlanFeaturesTable {
  plan_id: string
  feature_id: string
}

declare module '../db/database' {
  interface Database {
    plans: PlansTable
    plan_features: PlanFeaturesTable
  }
}
