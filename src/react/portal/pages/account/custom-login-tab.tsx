import { useState } from 'react'
import { ALIAS_PATTERN } from '../../../../wire/account-settings'
import { useT } from '../../../i18n/index'
import { Button, ErrorSummary, Form, FormField, Switch, useStyles } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { accountPageStyles } from './account-page.styles'
import { FormActions } from './form-actions'
import type { AccountForm } from './use-account-form'

const isWebAddress = (value: string): boolean => {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The custom sign-in tab: the tenant's own sign-in page, on or off, under an alias; its address to
 * copy once saved; where the team lands after signing in; and a preview of the branding (logo and
 * company name) that page shows.
 */
export function CustomLoginTab({ form }: { form: AccountForm }) {
  const styles = useStyles(accountPageStyles)
  const t = useT()
  const [copied, setCopied] = useState(false)
  const enabled = form.value('hasCustomLogin') === true
  const alias = form.value('alias') ?? ''
  const applicationUrl = form.value('applicationUrl') ?? ''
  const logo = form.value('logo') ?? undefined
  const name = form.value('name') ?? form.settings.name
  const saved = form.settings.loginUrl && !form.dirty ? form.settings.loginUrl : null
  const labels = {
    alias: t('account.alias'),
    applicationUrl: t('account.applicationUrl'),
  }

  const copy = async () => {
    if (!saved) return
    try {
      await navigator.clipboard.writeText(saved)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }

  return (
    <Form
      action={() => form.save()}
      validate={() => ({
        alias:
          alias !== '' && !ALIAS_PATTERN.test(alias.trim().toLowerCase())
            ? t('account.alias.invalid')
            : enabled && alias.trim() === ''
              ? t('account.alias.needed')
              : undefined,
        applicationUrl:
          applicationUrl.trim() !== '' && !isWebAddress(applicationUrl.trim())
            ? t('account.urlInvalid')
            : undefined,
      })}
      className={styles.page}
    >
      <ErrorSummary labels={labels} />
      <PageSection
        title={t('account.customLogin.title')}
        subtitle={t('account.customLogin.subtitle')}
        part="account-custom-login"
      >
        <Switch
          label={t('account.customLogin.enable')}
          checked={enabled}
          disabled={!form.canWrite}
          onChange={(hasCustomLogin) => form.edit({ hasCustomLogin })}
        />
        <div className={styles.grid}>
          <FormField
            name="alias"
            label={labels.alias}
            aria-describedby="account-alias-hint"
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            value={alias}
            readOnly={!form.canWrite}
            onChange={(event) => form.edit({ alias: event.currentTarget.value })}
          />
          <FormField
            name="applicationUrl"
            type="url"
            inputMode="url"
            label={labels.applicationUrl}
            aria-describedby="account-application-hint"
            placeholder="https://"
            dir="ltr"
            value={applicationUrl}
            readOnly={!form.canWrite}
            onChange={(event) => form.edit({ applicationUrl: event.currentTarget.value })}
          />
        </div>
        <p id="account-alias-hint" className={styles.note}>
          {t('account.alias.hint')}
        </p>
        <p id="account-application-hint" className={styles.note}>
          {t('account.applicationUrl.hint')}
        </p>
        {enabled ? (
          <div className={styles.url} part="account-login-url">
            <span className={styles.note}>{t('account.loginUrl')}</span>
            {saved ? (
              <>
                <code>{saved}</code>
                <Button type="button" variant="secondary" onClick={() => void copy()}>
                  {t('account.copy')}
                </Button>
              </>
            ) : (
              <span className={styles.note}>{t('account.loginUrl.pending')}</span>
            )}
            <span role="status" className={styles.saved}>
              {copied && saved ? t('account.copied') : ''}
            </span>
          </div>
        ) : null}
      </PageSection>
      <PageSection title={t('account.preview')} part="account-login-preview">
        <div className={styles.preview} aria-hidden="true">
          {logo ? <img src={logo} alt="" /> : null}
          <p className={styles.previewTitle}>{t('account.preview.signIn', { name })}</p>
        </div>
      </PageSection>
      <FormActions form={form} />
    </Form>
  )
}
