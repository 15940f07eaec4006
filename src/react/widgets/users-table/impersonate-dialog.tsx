import { useSetAtom } from 'jotai'
import { useId } from 'react'
import { impersonateAtom } from '../../../atoms/impersonation'
import { addEnglish } from '../../../i18n/index'
import { hierarchy2 } from '../../../i18n/messages/en'
import { PartWords, useT } from '../../i18n/index'
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
} from '../../ui/index'
import { teamStyles } from './team.styles'
import type { ApiError } from '../../../api/index'
import type { UserV3 } from '../../../api/types'
import type { FormFailure, FormValues } from '../../ui/index'

addEnglish(hierarchy2)

/** The server's limit on a reason. */
const MAX_REASON = 500

/** Props of {@link ImpersonateDialog}. */
export interface ImpersonateDialogProps {
  user: UserV3
  onClose: () => void
}

function Confirm({ user, onClose }: ImpersonateDialogProps) {
  const t = useT()
  const styles = useStyles(teamStyles)
  const impersonate = useSetAtom(impersonateAtom)
  const name = user.name || (user.email ?? '')
  const hintId = useId()

  const validate = (values: FormValues) =>
    (values.reason ?? '').trim() === '' ? { reason: t('impersonate.reasonRequired') } : {}

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    try {
      // The session becomes the user's: the portal re-renders as them, with the banner.
      await impersonate({ userId: user.id, reason: (values.reason ?? '').trim() })
      onClose()
      return null
    } catch (caught) {
      const error = caught as ApiError
      const refused = refusalText(error, t)
      if (refused) return { error: refused }
      // The server's refusals are sentences (an administrator, a super user, more rights).
      if (error.status === 403 || error.status === 404) return { error: error.message }
      return formFailure(error, ['reason'], {
        offline: t('impersonate.offline'),
        failed: t('impersonate.failed'),
      })
    }
  }

  return (
    <Dialog open title={t('impersonate.title', { name })} onClose={onClose}>
      <Form action={action} validate={validate} className={styles.form}>
        <p>{t('impersonate.body', { name })}</p>
        <ErrorSummary labels={{ reason: t('impersonate.reason') }} />
        <FormField
          name="reason"
          label={t('impersonate.reason')}
          aria-describedby={hintId}
          maxLength={MAX_REASON}
          autoComplete="off"
          required
          data-autofocus=""
        />
        <p id={hintId}>{t('impersonate.reasonHint')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('impersonate.cancel')}
          </Button>
          <SubmitButton>{t('impersonate.submit')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}

/**
 * "Impersonate" from a member's menu (for holders of `fe.secure.impersonate.users`): says what it
 * means, asks the reason (required, said inline), then starts the impersonation; the portal then
 * shows the impersonated user's pages with the banner. A chunk of its own with its words.
 */
export default function ImpersonateDialog(props: ImpersonateDialogProps) {
  return (
    <PartWords part="impersonation">
      <Confirm {...props} />
    </PartWords>
  )
}
