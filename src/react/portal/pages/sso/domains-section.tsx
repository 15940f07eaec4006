import { useState } from 'react'
import {
  addSsoDomain,
  deleteSsoDomain,
  removalChangesDomain,
  validateSsoDomain,
} from '../../../../api/sso-configurations'
import { useT } from '../../../i18n/index'
import {
  Badge,
  Button,
  ErrorSummary,
  Form,
  FormField,
  InlineAlert,
  SubmitButton,
  formFailure,
  useErrorText,
  useStyles,
  useToast,
} from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { CopyField } from './copy-field'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { SsoConfiguration, SsoDomain } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'

const DOMAIN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/

/** Props of {@link DomainsSection}. */
export interface DomainsSectionProps {
  configuration: SsoConfiguration
  canWrite: boolean
  canDelete: boolean
  /**
   * Asks before a removal that changes the connection's domain (the card shows the question
   * after its last section); `remove` goes on with it.
   */
  askDomainChange: (domain: SsoDomain, remove: () => Promise<void>) => void
}

/**
 * The connection's email domains: add one (its TXT record to publish is shown at once), check
 * its record (validated on success, not validated on failure, in words, not only colour), remove.
 * A domain is claimed by one connection: the server's 409 lands under the field. Removing the
 * domain a SAML connection's IdP was set up for changes its domain (spec §5): the IdP's endpoint
 * and certificate are cleared, so the page says so and asks first.
 */
export function DomainsSection({
  configuration,
  canWrite,
  canDelete,
  askDomainChange,
}: DomainsSectionProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const run = useSsoRun()
  const errorText = useErrorText()
  const reverify = useReverify()
  const [busy, setBusy] = useState<string | null>(null)
  // A new form after each added domain: the field empties for the next one.
  const [formKey, setFormKey] = useState(0)
  const [problem, setProblem] = useState<{ id: string; text: string } | null>(null)
  const hasIdp =
    configuration.ssoEndpoint !== '' ||
    configuration.publicCertificate !== '' ||
    configuration.signRequest

  const validate = async (domain: SsoDomain): Promise<void> => {
    setBusy(domain.id)
    setProblem(null)
    const outcome = await run((client) => validateSsoDomain(client, configuration.id, domain.id))
    setBusy(null)
    if (outcome.ok) {
      toast(t('ssoPage.domains.validated', { domain: domain.domain }))
      return
    }
    if (reverify.ask(outcome.error, () => validate(domain))) return
    // A failed check leaves the domain not validated: the server read it again.
    setProblem({
      id: domain.id,
      text:
        outcome.error.status === 400
          ? t('ssoPage.domains.notFound', { record: domain.txtRecord, domain: domain.domain })
          : errorText(outcome.error, t('ssoPage.failed')),
    })
  }

  const remove = async (domain: SsoDomain, confirmed = false) => {
    const clears = hasIdp && removalChangesDomain(configuration, domain.id)
    if (clears && !confirmed) {
      askDomainChange(domain, () => remove(domain, true))
      return
    }
    setBusy(domain.id)
    const outcome = await run((client) => deleteSsoDomain(client, configuration.id, domain.id))
    setBusy(null)
    if (outcome.ok) {
      toast(
        t(clears ? 'ssoDomainChange.removed' : 'ssoPage.domains.removed', {
          domain: domain.domain,
        }),
      )
    } else setProblem({ id: domain.id, text: errorText(outcome.error, t('ssoPage.failed')) })
  }

  const check = (values: FormValues) => {
    const domain = (values.domain ?? '').trim().toLowerCase().replace(/\.$/, '')
    return DOMAIN.test(domain) ? {} : { domain: t('ssoPage.domains.invalid') }
  }

  const add = async (values: FormValues): Promise<FormFailure | null> => {
    const domain = (values.domain ?? '').trim().toLowerCase().replace(/\.$/, '')
    const outcome = await run((client) => addSsoDomain(client, configuration.id, domain))
    if (outcome.ok) {
      toast(t('ssoPage.domains.added', { domain }))
      setFormKey((key) => key + 1)
      return null
    }
    if (outcome.error.status === 409) return { fieldErrors: { domain: outcome.error.message } }
    return formFailure(outcome.error, ['domain'], {
      offline: t('ssoPage.offline'),
      failed: errorText(outcome.error, t('ssoPage.failed')),
    })
  }

  return (
    <section className={styles.section}>
      <h4>{t('ssoPage.domains.title')}</h4>
      <p className={styles.hint}>{t('ssoPage.domains.hint')}</p>
      {configuration.domains.length === 0 ? (
        <p className={styles.note}>{t('ssoPage.domains.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {configuration.domains.map((domain) => (
            <li key={domain.id}>
              <div className={styles.row}>
                <span className={styles.code}>{domain.domain}</span>
                <Badge tone={domain.validated ? 'success' : 'warning'}>
                  {domain.validated
                    ? t('ssoPage.domains.isValidated')
                    : t('ssoPage.domains.pending')}
                </Badge>
              </div>
              {domain.validated ? null : (
                <dl className={styles.section}>
                  <CopyField
                    label={t('ssoPage.domains.txt', { domain: domain.domain })}
                    value={domain.txtRecord}
                  />
                </dl>
              )}
              {problem?.id === domain.id ? <InlineAlert>{problem.text}</InlineAlert> : null}
              <div className={styles.row}>
                {canWrite ? (
                  <Button
                    variant="secondary"
                    loading={busy === domain.id}
                    onClick={() => void validate(domain)}
                    aria-label={t('ssoPage.domains.validateLabel', { domain: domain.domain })}
                  >
                    {t('ssoPage.domains.validate')}
                  </Button>
                ) : null}
                {canDelete ? (
                  <Button
                    variant="ghost"
                    disabled={busy === domain.id}
                    onClick={() => void remove(domain)}
                    aria-label={t('ssoPage.domains.removeLabel', { domain: domain.domain })}
                  >
                    {t('ssoPage.remove')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {canWrite ? (
        <Form key={formKey} action={add} validate={check} className={styles.form}>
          <ErrorSummary labels={{ domain: t('ssoPage.domains.new') }} />
          <div className={styles.inline}>
            <FormField
              name="domain"
              label={t('ssoPage.domains.new')}
              placeholder="example.com"
              autoComplete="off"
              inputMode="url"
              dir="ltr"
            />
            <SubmitButton>{t('ssoPage.domains.add')}</SubmitButton>
          </div>
        </Form>
      ) : null}
      {reverify.prompt}
    </section>
  )
}
