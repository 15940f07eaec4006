import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import {
  accountDraftAtom,
  accountSettingsAtom,
  saveAccountSettingsMutation,
} from '../../../../atoms/account-settings'
import { holdsPermission, sessionAtom } from '../../../../atoms/index'
import { useT } from '../../../i18n/index'
import { formFailure, refusalText } from '../../../ui/index'
import type { AccountSettings, AccountSettingsChange } from '../../../../wire/account-settings'
import type { FormFailure } from '../../../ui/index'

/** The fields a server 400 can name, in the order its messages are matched. */
const FIELDS = [
  'timezone',
  'currency',
  'dateFormat',
  'timeFormat',
  'website',
  'applicationUrl',
  'address',
  'alias',
  'logo',
  'name',
] as const

/** What the Account page's tabs share: the saved settings, the draft and saving it. */
export interface AccountForm {
  settings: AccountSettings
  /** What was typed and not saved yet. */
  draft: AccountSettingsChange
  /** The value a field shows: what was typed, else what is saved. */
  value<K extends keyof AccountSettingsChange>(key: K): AccountSettingsChange[K] | undefined
  edit(change: AccountSettingsChange): void
  dirty: boolean
  discard(): void
  /** Saves the draft: resolves null when saved, else the errors for the form to show. */
  save(): Promise<FormFailure | null>
  /** The user may change the settings (fe.secure.write.accountSettings). */
  canWrite: boolean
  /** The last save worked and nothing was typed since. */
  saved: boolean
}

/**
 * The Account page's form state. The draft lives in the store (per user and tenant), so nothing
 * typed is lost when moving between the tabs or leaving the page; a save sends only what changed.
 */
export function useAccountForm(): AccountForm | null {
  const t = useT()
  const session = useAtomValue(sessionAtom)
  const { settings } = useAtomValue(accountSettingsAtom)
  const draft = useAtomValue(accountDraftAtom)
  const setDraft = useSetAtom(accountDraftAtom)
  const run = useSetAtom(saveAccountSettingsMutation.runAtom)
  const store = useStore()
  const [savedAt, setSavedAt] = useState<AccountSettings | null>(null)
  if (!settings) return null
  const user = session.user
  const canWrite = holdsPermission(user, 'fe.secure.write.accountSettings')
  const changed = Object.fromEntries(
    Object.entries(draft).filter(
      ([key, value]) => (settings[key as keyof AccountSettings] ?? '') !== (value ?? ''),
    ),
  ) as AccountSettingsChange
  const dirty = Object.keys(changed).length > 0

  return {
    settings,
    draft,
    value: (key) => (key in draft ? draft[key] : (settings[key as keyof AccountSettings] as never)),
    edit: (change) => setDraft(change),
    dirty,
    discard: () => setDraft(null),
    canWrite,
    saved: savedAt === settings && !dirty,
    save: async () => {
      if (!dirty) return null
      const result = await run(changed)
      if (result) {
        setDraft(null)
        setSavedAt(result)
        return null
      }
      const error = store.get(saveAccountSettingsMutation.stateAtom).error
      if (!error) return { error: t('account.failed') }
      const refused = refusalText(error, t)
      if (refused) return { error: refused }
      if (error.status === 409) return { fieldErrors: { alias: t('account.alias.taken') } }
      return formFailure(error, FIELDS, {
        offline: t('account.offline'),
        failed: t('account.failed'),
      })
    },
  }
}
