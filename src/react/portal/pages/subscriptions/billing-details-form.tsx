import { useSetAtom, useStore } from 'jotai'
import { useId } from 'react'
import { billingDetailsMutation } from '../../../../atoms/billing-actions'
import { useI18n } from '../../../i18n/index'
import {
  ErrorSummary,
  Form,
  FormField,
  formFailure,
  SubmitButton,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { subscriptionsStyles } from './subscriptions.styles'
import type { BillingDetailsAddress } from '../../../../api/billing'
import type { CardPaymentMethod } from '../../../../atoms/billing'
import type { MessageId } from '../../../i18n/index'
import type { FormValues } from '../../../ui/index'

type AddressField = keyof BillingDetailsAddress
const ADDRESS: { name: AddressField; label: MessageId; autoComplete: string }[] = [
  { name: 'addressLine1', label: 'subscriptions.details.line1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'subscriptions.details.line2', autoComplete: 'address-line2' },
  { name: 'city', label: 'subscriptions.details.city', autoComplete: 'address-level2' },
  { name: 'state', label: 'subscriptions.details.state', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'subscriptions.details.postalCode', autoComplete: 'postal-code' },
  { name: 'country', label: 'subscriptions.details.country', autoComplete: 'country' },
]
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const FIELDS = ['email', ...ADDRESS.map((field) => field.name)]

/**
 * The card's billing details: the name on the card (Stripe's, read here), the billing email and
 * address, saved through `billing-details`. Read-only, and saying why, without the permission.
 */
export default function BillingDetailsForm({ method }: { method: CardPaymentMethod }) {
  const { t } = useI18n()
  const styles = useStyles(subscriptionsStyles)
  const toast = useToast()
  const headingId = useId()
  const store = useStore()
  const save = useSetAtom(billingDetailsMutation.runAtom)
  const canWrite = usePermission('fe.subscriptions.write.billingInformation')
  const details = method.billingDetails
  const labels: Record<string, string> = {
    email: t('subscriptions.details.email'),
    ...Object.fromEntries(ADDRESS.map((field) => [field.name, t(field.label)])),
  }

  const validate = (values: FormValues) => {
    const errors: Record<string, string> = {}
    const email = (values.email ?? '').trim()
    if (email && !EMAIL.test(email)) errors.email = t('subscriptions.details.emailInvalid')
    const country = (values.country ?? '').trim()
    if (country && !/^[A-Za-z]{2}$/.test(country))
      errors.country = t('subscriptions.details.countryInvalid')
    return errors
  }

  const action = async (values: FormValues) => {
    const address: BillingDetailsAddress = {}
    for (const { name } of ADDRESS) {
      const value = (values[name] ?? '').trim()
      if (value) address[name] = name === 'country' ? value.toUpperCase() : value
    }
    const email = (values.email ?? '').trim()
    const done = await save({
      paymentMethodId: method.id,
      details: { ...(email ? { email } : {}), address },
    })
    if (done !== undefined) {
      toast(t('subscriptions.details.saved'))
      return null
    }
    const error = store.get(billingDetailsMutation.stateAtom).error
    const words = {
      offline: t('subscriptions.details.offline'),
      failed: t('subscriptions.details.failed'),
    }
    return error ? formFailure(error, FIELDS, words) : { error: words.failed }
  }

  return (
    <section aria-labelledby={headingId} className={styles.body}>
      <h3 id={headingId} className={styles.heading}>
        {t('subscriptions.details.title')}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('subscriptions.details.name')}</dt>
          <dd>{details.name || t('subscriptions.details.notSet')}</dd>
        </div>
      </dl>
      {canWrite ? null : <p className={styles.note}>{t('subscriptions.details.readOnly')}</p>}
      <Form className={styles.form} action={action} validate={validate} labelledBy={headingId}>
        <ErrorSummary labels={labels} />
        <FormField
          name="email"
          type="email"
          label={labels.email ?? ''}
          defaultValue={details.email ?? ''}
          autoComplete="email"
          readOnly={!canWrite}
        />
        {ADDRESS.map((field) => (
          <FormField
            key={field.name}
            name={field.name}
            label={labels[field.name] ?? ''}
            defaultValue={details.address?.[field.name] ?? ''}
            autoComplete={field.autoComplete}
            readOnly={!canWrite}
          />
        ))}
        {canWrite ? (
          <div>
            <SubmitButton>{t('subscriptions.details.save')}</SubmitButton>
          </div>
        ) : null}
      </Form>
    </section>
  )
}
