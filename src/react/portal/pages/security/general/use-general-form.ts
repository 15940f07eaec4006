import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import {
  saveLockoutPolicy,
  saveMfaPolicy,
  savePasswordComplexityPolicy,
  savePasswordHistoryPolicy,
  savePasswordRotationPolicy,
} from '../../../../../api/security-policy'
import {
  generalDraftAtom,
  generalPolicyAtom,
  loadGeneralPolicyAtom,
  runPolicySavesAtom,
} from '../../../../../atoms/security-policy'
import { bumpSecurityRevisionAtom } from '../../../../../atoms/security-revision'
import type { ApiClient } from '../../../../../api/index'
import type { EnforceMfaType } from '../../../../../api/security-policy'
import type { GeneralPolicy, PolicyDraft } from '../../../../../atoms/security-policy'

/** The General tab's editable fields: switches, a choice, and numbers as typed. */
export interface GeneralValues {
  mfa: EnforceMfaType
  lockoutOn: boolean
  maxAttempts: string
  historyOn: boolean
  historySize: string
  minLength: string
  rotationOn: boolean
  rotationPeriod: string
  notificationPeriod: string
}

/** Ranges the server accepts. */
export const GENERAL_LIMITS = {
  maxAttempts: [1, 100],
  historySize: [1, 24],
  minLength: [1, 128],
  rotationPeriod: [1, 3650],
  notificationPeriod: [0, 3650],
} as const

/** Which settings the vendor lets the tenant change (the global policy's allowOverride flags). */
export const lockedSettings = (policy: GeneralPolicy) => ({
  lockout: policy.global.allowOverrideLockout === false,
  history: !policy.global.allowOverrideEnforcePasswordHistory,
  complexity: !policy.global.allowOverridePasswordComplexity,
  rotation: !policy.global.allowOverridePasswordExpiration,
})

const valuesOf = (policy: GeneralPolicy): GeneralValues => ({
  mfa: policy.mfa.enforceMFAType,
  lockoutOn: policy.lockout.enabled,
  maxAttempts: String(policy.lockout.maxAttempts),
  historyOn: policy.history.enabled,
  historySize: String(policy.history.historySize),
  minLength: String(policy.complexity.minLength),
  rotationOn: policy.rotation.isActive ?? false,
  rotationPeriod: String(
    policy.rotation.rotationPeriod ?? policy.vendorRotation.rotationPeriod ?? 90,
  ),
  notificationPeriod: String(
    policy.rotation.notificationPeriod ?? policy.vendorRotation.notificationPeriod ?? 7,
  ),
})

const whole = (text: string, [min, max]: readonly [number, number]) => {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
}

/** The fields out of range (those in use only), by name. */
export const generalErrors = (values: GeneralValues) => {
  const bad = (on: boolean, key: keyof typeof GENERAL_LIMITS) =>
    on && !whole(values[key], GENERAL_LIMITS[key])
  return {
    maxAttempts: bad(values.lockoutOn, 'maxAttempts'),
    historySize: bad(values.historyOn, 'historySize'),
    minLength: bad(true, 'minLength'),
    rotationPeriod: bad(values.rotationOn, 'rotationPeriod'),
    notificationPeriod: bad(values.rotationOn, 'notificationPeriod'),
  }
}

type Save = (client: ApiClient) => Promise<unknown>

/** One request per changed setting, none for a setting the vendor locked. */
const savesOf = (policy: GeneralPolicy, values: GeneralValues, changed: Set<string>): Save[] => {
  const touched = (...keys: (keyof GeneralValues)[]) => keys.some((key) => changed.has(key))
  const locked = lockedSettings(policy)
  const saves: Save[] = []
  if (touched('mfa')) {
    saves.push((c) => saveMfaPolicy(c, { id: policy.mfa.id, enforceMFAType: values.mfa }))
  }
  if (touched('lockoutOn', 'maxAttempts') && !locked.lockout) {
    const maxAttempts = values.lockoutOn ? Number(values.maxAttempts) : policy.lockout.maxAttempts
    saves.push((c) => saveLockoutPolicy(c, { enabled: values.lockoutOn, maxAttempts }))
  }
  if (touched('historyOn', 'historySize') && !locked.history) {
    const historySize = values.historyOn ? Number(values.historySize) : policy.history.historySize
    saves.push((c) => savePasswordHistoryPolicy(c, { enabled: values.historyOn, historySize }))
  }
  if (touched('minLength') && !locked.complexity) {
    saves.push((c) => savePasswordComplexityPolicy(c, { minLength: Number(values.minLength) }))
  }
  if (touched('rotationOn', 'rotationPeriod', 'notificationPeriod') && !locked.rotation) {
    const periods = values.rotationOn
      ? {
          rotationPeriod: Number(values.rotationPeriod),
          notificationPeriod: Number(values.notificationPeriod),
        }
      : {}
    saves.push((c) => savePasswordRotationPolicy(c, { isActive: values.rotationOn, ...periods }))
  }
  return saves
}

/**
 * The General tab's form: the loaded policies, what was typed over them (kept in the store per
 * session, so switching tabs loses nothing), and saving what changed, which bumps the security
 * revision so the security center reloads.
 */
export function useGeneralForm() {
  const state = useAtomValue(generalPolicyAtom)
  const draft = useAtomValue(generalDraftAtom)
  const edit = useSetAtom(generalDraftAtom)
  const load = useSetAtom(loadGeneralPolicyAtom)
  const run = useSetAtom(runPolicySavesAtom)
  const bump = useSetAtom(bumpSecurityRevisionAtom)
  const [saved, setSaved] = useState(false)
  const policy = state.value
  if (!policy) return { state, load, form: null }
  const base = valuesOf(policy)
  const values = { ...base, ...draft } as GeneralValues
  const changed = new Set(
    (Object.keys(draft) as (keyof GeneralValues)[]).filter((key) => draft[key] !== base[key]),
  )
  return {
    state,
    load,
    form: {
      policy,
      values,
      dirty: changed.size > 0,
      saved,
      locked: lockedSettings(policy),
      edit: (change: Partial<GeneralValues>) => {
        setSaved(false)
        edit(change as PolicyDraft)
      },
      discard: () => edit(null),
      save: async () => {
        const error = await run(savesOf(policy, values, changed))
        // Whatever was saved before a refusal shows after the reload, and the center reloads.
        bump()
        await load()
        if (error) return error
        edit(null)
        setSaved(true)
        return null
      },
    },
  }
}

/** The General tab's form once loaded. */
export type GeneralForm = NonNullable<ReturnType<typeof useGeneralForm>['form']>
