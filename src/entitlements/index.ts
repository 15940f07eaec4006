export { evaluateFeatureFlag } from './evaluate-feature-flag'
export { evaluatePlan } from './evaluate-plan'
export { isEntitledToFeature } from './is-entitled-to-feature'
export { isEntitledToPermission } from './is-entitled-to-permission'
export { prepareAttributes } from './prepare-attributes'
export type {
  Attributes,
  Condition,
  CustomAttributes,
  EntitlementResult,
  EntitlementsBundle,
  EntitlementsFeature,
  FeatureFlag,
  JwtAttributes,
  NotEntitledJustification,
  Operation,
  Permissions,
  Plan,
  PreparedAttributes,
  Rule,
  Treatment,
  TreatmentResult,
} from './types'

/** The wire name of the bundle shape, as the reference evaluator calls it. */
export type { EntitlementsBundle as UserEntitlementsContext } from './types'
