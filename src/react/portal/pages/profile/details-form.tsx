import { useId } from 'react'
import { useT } from '../../../i18n/index'
import { ErrorSummary, Form, FormField, SubmitButton, useStyles } from '../../../ui/index'
import { profileStyles } from './profile.styles'
import type { FieldAppearance } from '../../../../wire/index'
import type { MessageId } from '../../../i18n/index'
import type { FormFailure, FormValues } from '../../../ui/index'

/** The fields of the details form. */
export type DetailField = 'name' | 'username' | 'address' | 'jobTitle'
/** Their saved values. */
export type DetailValues = Record<DetailField, string>

const FIELDS: DetailField[] = ['name', 'username', 'address', 'jobTitle']
const LABELS: Record<DetailField, MessageId> = {
  name: 'profile.details.name',
  username: 'profile.details.username',
  address: 'profile.details.address',
  jobTitle: 'profile.details.jobTitle',
}
/** The server's limits, checked here first so nothing is sent that it would refuse. */
const MAX: Record<DetailField, number> = { name: 200, username: 64, address: 300, jobTitle: 120 }
const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u

/** Props of {@link DetailsForm}. */
export interface DetailsFormProps {
  saved: DetailValues
  appearance: Record<DetailField, FieldAppearance>
  onSubmit: (values: FormValues) => Promise<FormFailure | null>
}

/**
 * The details form: editable fields as inputs, view-only ones as text, hidden ones absent. The inputs
 * start from the saved values and keep what was typed whatever the answer.
 */
export function DetailsForm({ saved, appearance, onSubmit }: DetailsFormProps) {
  const t = useT()
  const styles = useStyles(profileStyles)
  const usernameHint = useId()
  const editable = FIELDS.filter((field) => appearance[field] === 'edit')
  const viewOnly = FIELDS.filter((field) => appearance[field] === 'viewOnly')
  const labels = Object.fromEntries(FIELDS.map((field) => [field, t(LABELS[field])]))

  const validate = (values: FormValues) => {
    const errors: Partial<Record<DetailField, string>> = {}
    for (const field of editable) {
      const value = (values[field] ?? '').trim()
      if (value.length > MAX[field])
        errors[field] = t('profile.details.tooLong', { max: MAX[field] })
    }
    if (editable.includes('name') && (values.name ?? '').trim() === '') {
      errors.name = t('profile.details.nameRequired')
    }
    const username = (values.username ?? '').trim()
    if (editable.includes('username') && username !== '' && !USERNAME.test(username)) {
      errors.username = t('profile.details.usernameInvalid')
    }
    return errors
  }

  return (
    <>
      {viewOnly.length > 0 ? (
        <dl className={styles.readOnly} part="profile-view-only">
          {viewOnly.map((field) => (
            <div key={field}>
              <dt>{labels[field]}</dt>
              <dd className={saved[field] ? undefined : styles.muted}>
                {saved[field] || t('profile.details.notSet')}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {editable.length > 0 ? (
        <Form className={styles.form} action={onSubmit} validate={validate}>
          <ErrorSummary labels={labels} />
          {editable.includes('name') ? (
            <FormField
              name="name"
              label={labels.name ?? ''}
              defaultValue={saved.name}
              autoComplete="name"
              required
            />
          ) : null}
          {editable.includes('username') ? (
            <>
              <FormField
                name="username"
                label={labels.username ?? ''}
                defaultValue={saved.username}
                autoComplete="username"
                spellCheck={false}
                autoCapitalize="none"
                aria-describedby={usernameHint}
              />
              <p id={usernameHint} className={styles.hint}>
                {t('profile.details.usernameHint')}
              </p>
            </>
          ) : null}
          <div className={styles.twoColumns}>
            {editable.includes('jobTitle') ? (
              <FormField
                name="jobTitle"
                label={labels.jobTitle ?? ''}
                defaultValue={saved.jobTitle}
                autoComplete="organization-title"
              />
            ) : null}
            {editable.includes('address') ? (
              <FormField
                name="address"
                label={labels.address ?? ''}
                defaultValue={saved.address}
                autoComplete="street-address"
              />
            ) : null}
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t('profile.details.save')}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </>
  )
}
