import { evaluateFeatureFlag, prepareAttributes } from '../../../src/entitlements'
import { storedRules } from './rule-schema'
import type { JwtAttributes } from '../../../src/entitlements'
import type { Db } from '../db/database'

/**
 * Every feature flag as `'on'` or `'off'` (wire `GET /flags`). With the caller's claims, a flag
 * is on when it is on and its evaluation for them gives `'true'`; without, when it is on and its
 * default treatment is `'true'`.
 */
export const loadFlagStates = async (
  db: Db,
  claims: JwtAttributes | undefined,
): Promise<Record<string, 'on' | 'off'>> => {
  const rows = await db
    .selectFrom('feature_flags')
    .select(['key', 'on', 'off_treatment', 'default_treatment', 'rules'])
    .orderBy('key')
    .execute()
  const attributes = claims ? prepareAttributes({ jwt: claims }) : undefined
  const states: Record<string, 'on' | 'off'> = {}
  for (const row of rows) {
    let enabled = row.on && row.default_treatment === 'true'
    if (row.on && attributes) {
      const flag = {
        on: row.on,
        offTreatment: row.off_treatment,
        defaultTreatment: row.default_treatment,
        rules: storedRules(row.rules),
      }
      enabled = evaluateFeatureFlag(flag, attributes).treatment === 'true'
    }
    states[row.key] = enabled ? 'on' : 'off'
  }
  return states
}
