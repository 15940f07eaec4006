import { useSetAtom, useStore } from 'jotai'
import { useId } from 'react'
import { MINUTES_PER_DAY } from '../../../../api/api-tokens'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  formFailure,
  FormField,
  refusalText,
  SubmitButton,
  useStyles,
} from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { apiTokensStyles } from './api-tokens.styles'
import type { CreatedApiToken, PersonalTokens } from '../../../../atoms/api-tokens'
import type { FormFailure, FormValues } from '../../../ui/index'

/** The server's limits: a description of 1..255 characters, an expiry of at most five years. */
export const MAX_DESCRIPTION = 255
export const MAX_DAYS = 5 * 365

/** Props of {@link CreateTokenDialog}. */
export interface CreateTokenDialogProps {
  /** The kind of token the vendor uses. */
  tokens: PersonalTokens
  open: boolean
  onClose: () => void
  /** The server created it; `secret` is in this answer only. */
  onCreated: (token: CreatedApiToken) => void
}

/**
 * "New personal API token": a description and an optional expiry in days (sent as minutes, days ×
 * 1440; empty never expires). Checked here first, then by the server, whose 400 lands under its
 * field; nothing typed is lost on a failure.
 */
export function CreateTokenDialog({ tokens, open, onClose, onCreated }: CreateTokenDialogProps) {
  const styles = useStyles(apiTokensStyles)
  const t = useT()
  const store = useStore()
  const create = useSetAtom(tokens.create.runAtom)
  const hintId = useId()
  const reverify = useReverify()

  const validate = (values: FormValues) => {
    const errors: Partial<Record<string, string>> = {}
    const description = (values.description ?? '').trim()
    const days = (values.expiresInDays ?? '').trim()
    if (description === '') errors.description = t('personalApiTokens.create.descriptionRequired')
    else if (description.length > MAX_DESCRIPTION)
      errors.description = t('personalApiTokens.create.descriptionTooLong', {
        max: MAX_DESCRIPTION,
      })
    if (days !== '' && (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > MAX_DAYS))
      errors.expiresInDays = t('personalApiTokens.create.expiresInvalid', { max: MAX_DAYS })
    return errors
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const days = (values.expiresInDays ?? '').trim()
    const input = {
      description: (values.description ?? '').trim(),
      expiresInMinutes: days === '' ? null : Number(days) * MINUTES_PER_DAY,
    }
    const created = await create(input)
    if (created) {
      onCreated(created)
      return null
    }
    const { error } = store.get(tokens.create.stateAtom)
    if (!error) return { error: t('personalApiTokens.create.failed') }
    // A session too old to create a token: confirm it is you, then the same token is created.
    const retry = async () => {
      const again = await create(input)
      if (again) onCreated(again)
    }
    if (reverify.ask(error, retry)) return null
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    const failure = formFailure(error, ['description', 'expiresInMinutes'], {
      offline: t('personalApiTokens.create.offline'),
      failed: t('personalApiTokens.create.failed'),
    })
    // The server names the minutes it was sent; the person typed days.
    const { expiresInMinutes, ...fieldErrors } = failure.fieldErrors ?? {}
    if (expiresInMinutes)
      return {
        fieldErrors: {
          expiresInDays: t('personalApiTokens.create.expiresInvalid', { max: MAX_DAYS }),
        },
      }
    return { ...failure, fieldErrors }
  }

  return (
    <>
      <Dialog open={open} title={t('personalApiTokens.create.title')} onClose={onClose}>
        <Form action={action} validate={validate} className={styles.form}>
          <ErrorSummary
            labels={{
              description: t('personalApiTokens.create.description'),
              expiresInDays: t('personalApiTokens.create.expires'),
            }}
          />
          <FormField
            name="description"
            label={t('personalApiTokens.create.description')}
            placeholder={t('personalApiTokens.create.descriptionHint')}
            maxLength={MAX_DESCRIPTION}
            autoComplete="off"
            required
            data-autofocus=""
          />
          <FormField
            name="expiresInDays"
            label={t('personalApiTokens.create.expires')}
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={hintId}
          />
          <p id={hintId} className={styles.hint}>
            {t('personalApiTokens.create.expiresHint', { max: MAX_DAYS })}
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onClose}>
              {t('personalApiTokens.create.cancel')}
            </Button>
            <SubmitButton>{t('personalApiTokens.create.submit')}</SubmitButton>
          </div>
        </Form>
      </Dialog>
      {reverify.prompt}
    </>
  )
}
