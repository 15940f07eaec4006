import { useSetAtom, useStore } from 'jotai'
import { useId, useState } from 'react'
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
import { tenantTokensStyles } from './tenant-tokens.styles'
import { TokenRolePicker } from './token-role-picker'
import type { CreatedTenantApiToken } from '../../../../api/tenant-api-tokens'
import type { TenantTokens } from '../../../../atoms/tenant-api-tokens'
import type { FormFailure, FormValues } from '../../../ui/index'

/** The server's limits: a description of 1..255 characters, an expiry of at most five years. */
export const MAX_DESCRIPTION = 255
export const MAX_DAYS = 5 * 365

/** Props of {@link CreateTenantTokenDialog}. */
export interface CreateTenantTokenDialogProps {
  /** The kind of token the vendor uses. */
  tokens: TenantTokens
  open: boolean
  onClose: () => void
  /** The server created it; `secret` is in this answer only. */
  onCreated: (token: CreatedTenantApiToken) => void
}

/**
 * "New API token": a description, its roles (only those within the member's own permissions) and
 * an optional expiry in days (sent as minutes, days × 1440; empty never expires). Checked here
 * first, then by the server, whose 400 lands under its field and whose 403 (a role beyond the
 * member's permissions) in the summary; nothing typed or ticked is lost on a failure.
 */
export function CreateTenantTokenDialog({
  tokens,
  open,
  onClose,
  onCreated,
}: CreateTenantTokenDialogProps) {
  const styles = useStyles(tenantTokensStyles)
  const t = useT()
  const store = useStore()
  const create = useSetAtom(tokens.create.runAtom)
  const hintId = useId()
  const [roleIds, setRoleIds] = useState<string[]>([])

  const close = () => {
    setRoleIds([])
    onClose()
  }

  const validate = (values: FormValues) => {
    const errors: Partial<Record<string, string>> = {}
    const description = (values.description ?? '').trim()
    const days = (values.expiresInDays ?? '').trim()
    if (description === '') errors.description = t('tenantApiTokens.create.descriptionRequired')
    else if (description.length > MAX_DESCRIPTION)
      errors.description = t('tenantApiTokens.create.descriptionTooLong', { max: MAX_DESCRIPTION })
    if (days !== '' && (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > MAX_DAYS))
      errors.expiresInDays = t('tenantApiTokens.create.expiresInvalid', { max: MAX_DAYS })
    return errors
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const days = (values.expiresInDays ?? '').trim()
    const created = await create({
      description: (values.description ?? '').trim(),
      roleIds,
      expiresInMinutes: days === '' ? null : Number(days) * MINUTES_PER_DAY,
    })
    if (created) {
      setRoleIds([])
      onCreated(created)
      return null
    }
    const { error } = store.get(tokens.create.stateAtom)
    if (!error) return { error: t('tenantApiTokens.create.failed') }
    const refused = refusalText(error, t)
    if (refused) return { error: refused }
    const failure = formFailure(error, ['description', 'expiresInMinutes'], {
      offline: t('tenantApiTokens.create.offline'),
      failed: t('tenantApiTokens.create.failed'),
    })
    // The server names the minutes it was sent; the person typed days.
    const { expiresInMinutes, ...fieldErrors } = failure.fieldErrors ?? {}
    if (expiresInMinutes)
      return {
        fieldErrors: {
          expiresInDays: t('tenantApiTokens.create.expiresInvalid', { max: MAX_DAYS }),
        },
      }
    return { ...failure, fieldErrors }
  }

  return (
    <Dialog open={open} title={t('tenantApiTokens.create.title')} onClose={close}>
      <Form action={action} validate={validate} className={styles.form}>
        <ErrorSummary
          labels={{
            description: t('tenantApiTokens.create.description'),
            expiresInDays: t('tenantApiTokens.create.expires'),
          }}
        />
        <FormField
          name="description"
          label={t('tenantApiTokens.create.description')}
          placeholder={t('tenantApiTokens.create.descriptionHint')}
          maxLength={MAX_DESCRIPTION}
          autoComplete="off"
          required
          data-autofocus=""
        />
        <TokenRolePicker selected={roleIds} onChange={setRoleIds} />
        <FormField
          name="expiresInDays"
          label={t('tenantApiTokens.create.expires')}
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={hintId}
        />
        <p id={hintId} className={styles.hint}>
          {t('tenantApiTokens.create.expiresHint', { max: MAX_DAYS })}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('tenantApiTokens.create.cancel')}
          </Button>
          <SubmitButton>{t('tenantApiTokens.create.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
