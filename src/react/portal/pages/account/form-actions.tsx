import { useT } from '../../../i18n/index'
import { Button, SubmitButton, useStyles } from '../../../ui/index'
import { accountPageStyles } from './account-page.styles'
import type { AccountForm } from './use-account-form'

/**
 * Save and discard under the Account page's forms, with what is going on said in words: unsaved
 * changes, or saved (announced politely). Absent for a user who may only read the settings.
 */
export function FormActions({ form }: { form: AccountForm }) {
  const styles = useStyles(accountPageStyles)
  const t = useT()
  if (!form.canWrite) return <p className={styles.note}>{t('account.readOnly')}</p>
  return (
    <div className={styles.actions}>
      <SubmitButton disabled={!form.dirty}>{t('account.save')}</SubmitButton>
      {form.dirty ? (
        <Button type="button" variant="ghost" onClick={form.discard}>
          {t('account.discard')}
        </Button>
      ) : null}
      <p className={form.saved ? styles.saved : styles.note} role="status">
        {form.dirty ? t('account.unsaved') : form.saved ? t('account.saved') : ''}
      </p>
    </div>
  )
}
