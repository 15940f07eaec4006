/** The host-facing API for pages that gate their own UI without React. */
export { switchDemoPlan } from './demo-plan'
export { getEntitlements } from './entitlements'
export type { EntitlementsOptions, HostEntitlements } from './entitlements'
export type { HostOptions } from './store'
export { ENTITLEMENTS_CHANGED_EVENT } from '../atoms/index'
export type { EntitlementsChangedDetail } from '../atoms/index'
export { stepUp } from './step-up'
export type { StepUpOptions } from './step-up'
