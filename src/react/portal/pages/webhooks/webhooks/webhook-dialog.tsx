import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { saveWebhookMutation, webhooksAtom } from '../../../../../atoms/webhooks'
import { useT } from '../../../../i18n/index'
import {
  Button,
  Dialog,
  InlineAlert,
  Switch,
  TextField,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { EventPicker } from './event-picker'
import { SecretField } from './secret-field'
import { webhooksTabStyles } from './webhooks-tab.styles'
import type { Webhook } from '../../../../../api/webhooks'

/** Props of {@link WebhookDialog}. */
export interface WebhookDialogProps {
  open: boolean
  /** The webhook to edit; null to add one. */
  hook: Webhook | null
  onClose: () => void
}

interface Draft {
  displayName: string
  url: string
  description: string
  secret: string
  isActive: boolean
  eventKeys: string[]
}

type Problems = Partial<Record<'displayName' | 'url' | 'secret' | 'eventKeys', string>>

const draftOf = (hook: Webhook | null): Draft => ({
  displayName: hook?.displayName ?? '',
  url: hook?.url ?? '',
  description: hook?.description ?? '',
  secret: hook?.secret ?? '',
  isActive: hook?.isActive ?? true,
  eventKeys: hook?.eventKeys ?? [],
})

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** Adds or edits a webhook: name, URL, description, secret, active, and its events by category. */
export function WebhookDialog({ open, hook, onClose }: WebhookDialogProps) {
  const t = useT()
  const styles = useStyles(webhooksTabStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const { categories } = useAtomValue(webhooksAtom)
  const save = useSetAtom(saveWebhookMutation.runAtom)
  const saving = useAtomValue(saveWebhookMutation.stateAtom)
  const reset = useSetAtom(saveWebhookMutation.resetAtom)
  const [draft, setDraft] = useState<Draft>(() => draftOf(hook))
  const [problems, setProblems] = useState<Problems>({})
  const hintId = useId()
  const secretHintId = useId()

  // Mounted at each opening (the tab keys it by the webhook): it starts from the webhook it edits,
  // or empty, without the outcome of the last save.
  useEffect(() => {
    reset()
  }, [reset])

  const check = (value: Draft): Problems => {
    const found: Problems = {}
    if (value.displayName.trim() === '') found.displayName = t('webhooks.dialog.nameRequired')
    if (value.url.trim() === '') found.url = t('webhooks.dialog.urlRequired')
    else if (!isHttpUrl(value.url.trim())) found.url = t('webhooks.dialog.urlInvalid')
    const secret = value.secret.trim()
    if (secret !== '' && !secret.startsWith('whsec_') && secret.length < 16) {
      found.secret = t('webhooks.dialog.secretShort')
    }
    if (value.eventKeys.length === 0) found.eventKeys = t('webhooks.dialog.eventsRequired')
    return found
  }

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    const next = { ...draft, [key]: value }
    setDraft(next)
    // Once a field was refused, it is checked again as it is corrected.
    if (Object.keys(problems).length > 0) setProblems(check(next))
  }

  const submit = async () => {
    const found = check(draft)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    const saved = await save({
      ...(hook ? { _id: hook._id } : {}),
      displayName: draft.displayName.trim(),
      url: draft.url.trim(),
      description: draft.description.trim(),
      secret: draft.secret.trim() === '' ? null : draft.secret.trim(),
      isActive: draft.isActive,
      eventKeys: draft.eventKeys,
    })
    if (!saved) return
    toast(t('webhooks.dialog.saved', { name: saved.displayName }))
    onClose()
  }

  const pending = saving.status === 'pending'
  return (
    <Dialog
      open={open}
      title={hook ? t('webhooks.dialog.editTitle') : t('webhooks.dialog.addTitle')}
      onClose={onClose}
      busy={pending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('webhooks.dialog.cancel')}
          </Button>
          <Button loading={pending} onClick={() => void submit()}>
            {t('webhooks.dialog.save')}
          </Button>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        {saving.status === 'error' ? (
          <InlineAlert>{errorText(saving.error, t('webhooks.dialog.saveFailed'))}</InlineAlert>
        ) : null}
        <TextField
          label={t('webhooks.dialog.name')}
          value={draft.displayName}
          maxLength={100}
          data-autofocus
          error={problems.displayName ?? null}
          onChange={(event) => change('displayName', event.target.value)}
        />
        <TextField
          label={t('webhooks.dialog.url')}
          type="url"
          dir="ltr"
          inputMode="url"
          value={draft.url}
          maxLength={2048}
          placeholder="https://"
          aria-describedby={hintId}
          error={problems.url ?? null}
          onChange={(event) => change('url', event.target.value)}
        />
        <p id={hintId} className={styles.hint}>
          {t('webhooks.dialog.urlHint')}
        </p>
        <TextField
          label={t('webhooks.dialog.description')}
          value={draft.description}
          maxLength={500}
          onChange={(event) => change('description', event.target.value)}
        />
        <SecretField
          label={t('webhooks.dialog.secret')}
          value={draft.secret}
          placeholder="whsec_…"
          describedBy={secretHintId}
          error={problems.secret ?? null}
          onChange={(value) => change('secret', value)}
        />
        <p id={secretHintId} className={styles.hint}>
          {t('webhooks.dialog.secretHint')}
        </p>
        <Switch
          label={t('webhooks.dialog.active')}
          checked={draft.isActive}
          onChange={(checked) => change('isActive', checked)}
        />
        <EventPicker
          categories={categories}
          selected={draft.eventKeys}
          error={problems.eventKeys ?? null}
          disabled={pending}
          onChange={(keys) => change('eventKeys', keys)}
        />
        {/* Enter in a field submits, as the dialog's Save does. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  )
}
