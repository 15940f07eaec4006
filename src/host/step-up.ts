/** The host's step-up request (spec §4.4); the storage it shares with the box lives in atoms. */
export { stepUp } from '../atoms/step-up-return'
export type { StepUpOptions } from '../atoms/step-up-return'
