import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { saveSessionConfiguration } from '../../../../../api/session-configuration'
import {
  loadSessionPolicyAtom,
  runPolicySavesAtom,
  sessionDraftAtom,
  sessionPolicyAtom,
} from '../../../../../atoms/security-policy'
import { bumpSecurityRevisionAtom } from '../../../../../atoms/security-revision'
import type { SessionConfiguration } from '../../../../../api/session-configuration'
import type { PolicyDraft } from '../../../../../atoms/security-policy'

/** The session tab's fields: switches and numbers as typed (minutes, hours, a count). */
export interface SessionValues {
  idleOn: boolean
  idleMinutes: string
  reloginOn: boolean
  reloginHours: string
  concurrentOn: boolean
  maxSessions: string
  onLimit: 'evictOldest' | 'deny'
}

/** Limits of the fields, as the server holds them (a year at most, 100 sessions at most). */
export const SESSION_LIMITS = { minutes: 525600, hours: 8760, sessions: 100 } as const

const wholeIn = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim())
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : null
}

/** The fields' values from the saved configuration. */
export const sessionValuesOf = (config: SessionConfiguration): SessionValues => {
  const idle = config.sessionIdleTimeoutConfiguration
  const relogin = config.sessionTimeoutConfiguration
  const concurrent = config.sessionConcurrentConfiguration
  return {
    idleOn: idle.isActive,
    idleMinutes: idle.timeout >= 60 ? String(Math.round(idle.timeout / 60)) : '30',
    reloginOn: relogin.isActive,
    reloginHours: relogin.timeout >= 3600 ? String(Math.round(relogin.timeout / 3600)) : '24',
    concurrentOn: concurrent.isActive,
    maxSessions: String(concurrent.maxSessions),
    onLimit: concurrent.onLimit ?? 'evictOldest',
  }
}

/** The range of each field out of it (only those in use), by field name. */
export const sessionErrors = (values: SessionValues) => {
  const bad = (on: boolean, text: string, max: number) =>
    on && wholeIn(text, 1, max) === null ? ([1, max] as const) : undefined
  return {
    idleMinutes: bad(values.idleOn, values.idleMinutes, SESSION_LIMITS.minutes),
    reloginHours: bad(values.reloginOn, values.reloginHours, SESSION_LIMITS.hours),
    maxSessions: bad(values.concurrentOn, values.maxSessions, SESSION_LIMITS.sessions),
  }
}

/** The session configuration the values stand for (an off rule keeps its saved number). */
const configurationOf = (
  values: SessionValues,
  saved: SessionConfiguration,
): SessionConfiguration => ({
  sessionIdleTimeoutConfiguration: {
    isActive: values.idleOn,
    timeout: values.idleOn
      ? Number(values.idleMinutes) * 60
      : saved.sessionIdleTimeoutConfiguration.timeout,
  },
  sessionTimeoutConfiguration: {
    isActive: values.reloginOn,
    timeout: values.reloginOn
      ? Number(values.reloginHours) * 3600
      : saved.sessionTimeoutConfiguration.timeout,
  },
  sessionConcurrentConfiguration: {
    isActive: values.concurrentOn,
    maxSessions: values.concurrentOn
      ? Number(values.maxSessions)
      : saved.sessionConcurrentConfiguration.maxSessions,
    onLimit: values.onLimit,
  },
})

/**
 * The session tab's form: the saved configuration, what was typed over it (kept in the store per
 * session, so switching tabs loses nothing) and saving it, which bumps the security revision.
 */
export function useSessionForm() {
  const state = useAtomValue(sessionPolicyAtom)
  const draft = useAtomValue(sessionDraftAtom)
  const edit = useSetAtom(sessionDraftAtom)
  const load = useSetAtom(loadSessionPolicyAtom)
  const run = useSetAtom(runPolicySavesAtom)
  const bump = useSetAtom(bumpSecurityRevisionAtom)
  const [saved, setSaved] = useState(false)
  const config = state.value
  if (!config) return { state, load, form: null }
  const base = sessionValuesOf(config)
  const values = { ...base, ...draft } as SessionValues
  const dirty = (Object.keys(draft) as (keyof SessionValues)[]).some(
    (key) => draft[key] !== base[key],
  )
  return {
    state,
    load,
    form: {
      values,
      dirty,
      saved,
      edit: (change: Partial<SessionValues>) => {
        setSaved(false)
        edit(change as PolicyDraft)
      },
      discard: () => edit(null),
      save: async () => {
        const next = configurationOf(values, config)
        const error = await run([(client) => saveSessionConfiguration(client, next)])
        if (error) return error
        edit(null)
        setSaved(true)
        bump()
        await load()
        return null
      },
    },
  }
}
