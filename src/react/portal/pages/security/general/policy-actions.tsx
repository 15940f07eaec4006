import { addEnglish } from '../../../../../i18n/index'
import { account as accountEnglish } from '../../../../../i18n/messages/en'
import { useT } from '../../../../i18n/index'
import { Button, SubmitButton, useStyles } from '../../../../ui/index'
import { policyStyles } from './policy.styles'

// Save, discard and their states are worded as on the Account page (one set of words to translate).
addEnglish(accountEnglish)

/** Props of {@link PolicyActions}. */
export interface PolicyActionsProps {
  canWrite: boolean
  dirty: boolean
  saved: boolean
  onDiscard: () => void
}

/**
 * Save and discard under a policy tab, with its state in words (unsaved, saved: announced
 * politely); for a member who may only read, the sentence that says why nothing can change.
 */
export function PolicyActions({ canWrite, dirty, saved, onDiscard }: PolicyActionsProps) {
  const styles = useStyles(policyStyles)
  const t = useT()
  if (!canWrite) return <p className={styles.locked}>{t('securityGeneral.readOnly')}</p>
  return (
    <div className={styles.actions}>
      <SubmitButton disabled={!dirty}>{t('account.save')}</SubmitButton>
      {dirty ? (
        <Button type="button" variant="ghost" onClick={onDiscard}>
          {t('account.discard')}
        </Button>
      ) : null}
      <p className={saved && !dirty ? styles.saved : styles.note} role="status">
        {dirty ? t('account.unsaved') : saved ? t('account.saved') : ''}
      </p>
    </div>
  )
}
