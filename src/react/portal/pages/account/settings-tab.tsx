import { useMemo } from 'react'
import { ACCOUNT_DATE_FORMATS, ACCOUNT_TIME_FORMATS } from '../../../../wire/account-settings'
import { useI18n } from '../../../i18n/index'
import { ErrorSummary, Form, FormField, Select, useStyles } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { useFieldAppearance } from '../../portal-context'
import { accountPageStyles } from './account-page.styles'
import { FormActions } from './form-actions'
import { formatExample } from './format-example'
import { LogoField } from './logo-field'
import type { AccountForm } from './use-account-form'

const isWebAddress = (value: string): boolean => {
  if (value.trim() === '') return true
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/** The options of a select: "Not set" first, the saved value kept even when not offered. */
const optionsOf = (
  values: readonly string[],
  current: string,
  label: (value: string) => string,
) => {
  const list = current && !values.includes(current) ? [current, ...values] : values
  return list.map((value) => ({ value, label: label(value) }))
}

/**
 * The settings tab: company details (name, address, website, logo) and regional formats (time
 * zone, currency, date and time formats, each shown with an example). Fields follow the host's
 * field appearance (hidden, viewOnly, edit); without the write permission all are read-only.
 */
export function SettingsTab({ form }: { form: AccountForm }) {
  const styles = useStyles(accountPageStyles)
  const { t, formatLocale } = useI18n()
  const appearance = {
    companyName: useFieldAppearance('account', 'companyName'),
    address: useFieldAppearance('account', 'address'),
    website: useFieldAppearance('account', 'website'),
    timezone: useFieldAppearance('account', 'timezone'),
    currency: useFieldAppearance('account', 'currency'),
  }
  const readOnly = (field: keyof typeof appearance) =>
    !form.canWrite || appearance[field] === 'viewOnly'
  const shown = (field: keyof typeof appearance) => appearance[field] !== 'hidden'
  const notSet = { value: '', label: t('account.notSet') }
  const timezones = useMemo(() => Intl.supportedValuesOf('timeZone'), [])
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames(formatLocale, { type: 'currency', fallback: 'code' })
    return Intl.supportedValuesOf('currency').map((code) => ({
      code,
      label: `${code} · ${names.of(code) ?? code}`,
    }))
  }, [formatLocale])
  const sample = useMemo(() => new Date(), [])
  const text = (key: 'name' | 'address' | 'website') => form.value(key) ?? ''
  const labels = {
    name: t('account.companyName'),
    address: t('account.address'),
    website: t('account.website'),
    logo: t('account.logo'),
    timezone: t('account.timezone'),
    currency: t('account.currency'),
    dateFormat: t('account.dateFormat'),
    timeFormat: t('account.timeFormat'),
  }

  return (
    <Form
      action={() => form.save()}
      validate={() => ({
        name:
          shown('companyName') && !readOnly('companyName') && text('name').trim() === ''
            ? t('account.nameRequired')
            : undefined,
        website: isWebAddress(text('website')) ? undefined : t('account.urlInvalid'),
      })}
      className={styles.page}
    >
      <ErrorSummary labels={labels} />
      <PageSection
        title={t('account.details.title')}
        subtitle={t('account.details.subtitle')}
        part="account-details"
      >
        <div className={styles.grid}>
          {shown('companyName') ? (
            <FormField
              name="name"
              label={labels.name}
              autoComplete="organization"
              value={text('name')}
              readOnly={readOnly('companyName')}
              onChange={(event) => form.edit({ name: event.currentTarget.value })}
            />
          ) : null}
          {shown('website') ? (
            <FormField
              name="website"
              type="url"
              inputMode="url"
              label={labels.website}
              placeholder="https://"
              autoComplete="url"
              dir="ltr"
              value={text('website')}
              readOnly={readOnly('website')}
              onChange={(event) => form.edit({ website: event.currentTarget.value })}
            />
          ) : null}
        </div>
        {shown('address') ? (
          <FormField
            name="address"
            label={labels.address}
            autoComplete="street-address"
            value={text('address')}
            readOnly={readOnly('address')}
            onChange={(event) => form.edit({ address: event.currentTarget.value })}
          />
        ) : null}
        <LogoField
          value={form.value('logo') ?? undefined}
          pending={'logo' in form.draft}
          companyName={form.settings.name}
          disabled={!form.canWrite}
          onChange={(logo) => form.edit({ logo })}
        />
      </PageSection>
      <PageSection
        title={t('account.regional.title')}
        subtitle={t('account.regional.subtitle')}
        part="account-regional"
      >
        <div className={styles.grid}>
          {shown('timezone') ? (
            <Select
              label={labels.timezone}
              name="timezone"
              value={form.value('timezone') ?? ''}
              options={[notSet, ...optionsOf(timezones, form.value('timezone') ?? '', (v) => v)]}
              disabled={readOnly('timezone')}
              onChange={(timezone) => form.edit({ timezone })}
            />
          ) : null}
          {shown('currency') ? (
            <Select
              label={labels.currency}
              name="currency"
              value={form.value('currency') ?? ''}
              options={[
                notSet,
                ...optionsOf(
                  currencies.map((currency) => currency.code),
                  form.value('currency') ?? '',
                  (code) => currencies.find((entry) => entry.code === code)?.label ?? code,
                ),
              ]}
              disabled={readOnly('currency')}
              onChange={(currency) => form.edit({ currency })}
            />
          ) : null}
          <Select
            label={labels.dateFormat}
            name="dateFormat"
            value={form.value('dateFormat') ?? ''}
            options={[
              notSet,
              ...optionsOf(ACCOUNT_DATE_FORMATS, form.value('dateFormat') ?? '', (format) =>
                t('account.formatExample', {
                  format,
                  example: formatExample(format, sample, formatLocale),
                }),
              ),
            ]}
            disabled={!form.canWrite}
            onChange={(dateFormat) => form.edit({ dateFormat })}
          />
          <Select
            label={labels.timeFormat}
            name="timeFormat"
            value={form.value('timeFormat') ?? ''}
            options={[
              notSet,
              ...optionsOf(ACCOUNT_TIME_FORMATS, form.value('timeFormat') ?? '', (format) =>
                t('account.formatExample', {
                  format,
                  example: formatExample(format, sample, formatLocale),
                }),
              ),
            ]}
            disabled={!form.canWrite}
            onChange={(timeFormat) => form.edit({ timeFormat })}
          />
        </div>
      </PageSection>
      <FormActions form={form} />
    </Form>
  )
}
