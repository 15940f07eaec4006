import { lazy, Suspense, useState } from 'react'
import { deleteSsoConfiguration, updateSsoConfiguration } from '../../../../api/sso-configurations'
import { addEnglish } from '../../../../i18n/index'
import { gaps30 } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  Badge,
  Button,
  ConfirmDialog,
  InlineAlert,
  Switch,
  useErrorText,
  useStyles,
  useToast,
} from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { DomainsSection } from './domains-section'
import { RolesSection } from './roles-section'
import { SpDetails } from './sp-details'
import { ssoStyles } from './sso-page.styles'
import { TestConnection } from './test-connection'
import { useSsoRun } from './use-sso-run'
import type { SsoConfiguration, SsoDomain, SsoType } from '../../../../api/sso-configurations'

addEnglish(gaps30)

// Editing the IdP settings (its form and sources) is a chunk of its own, fetched when opened.
const EditIdpDialog = lazy(() =>
  import('./edit-idp-dialog').then((module) => ({ default: module.EditIdpDialog })),
)

/** The words of each configuration type. */
export const TYPE_WORDS: Record<SsoType, `ssoPage.type.${SsoType}`> = {
  saml: 'ssoPage.type.saml',
  okta: 'ssoPage.type.okta',
  azure: 'ssoPage.type.azure',
  google: 'ssoPage.type.google',
  oidc: 'ssoPage.type.oidc',
}

/** Props of {@link ConnectionCard}. */
export interface ConnectionCardProps {
  configuration: SsoConfiguration
  canWrite: boolean
  canDelete: boolean
}

/**
 * One connection: its kind and IdP, on or off, what the IdP needs from us, its domains, its
 * roles and mappings, a test, and delete (confirmed). Turning on a connection whose domain is
 * validated changes where people sign in, so the server may ask for a recent second factor: the
 * prompt opens and the change goes on after it.
 */
export function ConnectionCard({ configuration, canWrite, canDelete }: ConnectionCardProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const run = useSsoRun()
  const errorText = useErrorText()
  const reverify = useReverify()
  const [problem, setProblem] = useState<string | null>(null)
  const [switching, setSwitching] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  })
  const [changing, setChanging] = useState<{
    domain: SsoDomain
    remove: () => Promise<void>
    pending: boolean
  } | null>(null)
  const kind = t(TYPE_WORDS[configuration.type])
  const title = configuration.domains[0]
    ? t('ssoPage.card.titleWithDomain', { kind, domain: configuration.domains[0].domain })
    : kind
  const idp = configuration.ssoEndpoint || t('ssoPage.card.noEndpoint')

  const setEnabled = async (enabled: boolean): Promise<void> => {
    setSwitching(true)
    setProblem(null)
    const outcome = await run((client) =>
      updateSsoConfiguration(client, configuration.id, { enabled }),
    )
    setSwitching(false)
    if (outcome.ok) {
      toast(enabled ? t('ssoPage.card.enabled', { title }) : t('ssoPage.card.disabled', { title }))
      return
    }
    if (reverify.ask(outcome.error, () => setEnabled(enabled))) return
    setProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const remove = async () => {
    setDeleting({ pending: true, error: null })
    const outcome = await run((client) => deleteSsoConfiguration(client, configuration.id))
    if (outcome.ok) {
      setConfirming(false)
      toast(t('ssoPage.card.deleted', { title }))
      return
    }
    setDeleting({ pending: false, error: errorText(outcome.error, t('ssoPage.failed')) })
  }

  return (
    <article className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h3>{title}</h3>
        <Badge tone={configuration.enabled ? 'success' : 'neutral'}>
          {configuration.enabled ? t('ssoPage.card.on') : t('ssoPage.card.off')}
        </Badge>
      </div>
      <p className={styles.note}>
        {t('ssoPage.card.idp')} <span className={styles.code}>{idp}</span>
      </p>
      <div className={styles.row}>
        {canWrite ? (
          <Switch
            label={t('ssoPage.card.enable')}
            checked={configuration.enabled}
            disabled={switching}
            onChange={(on) => void setEnabled(on)}
          />
        ) : null}
        {canWrite ? (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('ssoPage.card.edit')}
          </Button>
        ) : null}
        {canDelete ? (
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('ssoPage.card.delete')}
          </Button>
        ) : null}
      </div>
      {problem ? <InlineAlert>{problem}</InlineAlert> : null}
      <SpDetails configuration={configuration} />
      <DomainsSection
        configuration={configuration}
        canWrite={canWrite}
        canDelete={canDelete}
        askDomainChange={(domain, go) => setChanging({ domain, remove: go, pending: false })}
      />
      <RolesSection configuration={configuration} canWrite={canWrite} />
      {canWrite ? <TestConnection configuration={configuration} /> : null}
      <ConfirmDialog
        open={confirming}
        title={t('ssoPage.card.deleteTitle')}
        message={t('ssoPage.card.deleteMessage', { title })}
        confirmLabel={t('ssoPage.card.delete')}
        danger
        pending={deleting.pending}
        error={deleting.error}
        onConfirm={() => void remove()}
        onCancel={() => {
          setConfirming(false)
          setDeleting({ pending: false, error: null })
        }}
      />
      <ConfirmDialog
        open={changing !== null}
        title={t('ssoDomainChange.title', { domain: changing?.domain.domain ?? '' })}
        message={t('ssoDomainChange.message', { domain: changing?.domain.domain ?? '' })}
        confirmLabel={t('ssoDomainChange.confirm')}
        danger
        pending={changing?.pending ?? false}
        onConfirm={() => {
          if (!changing) return
          setChanging({ ...changing, pending: true })
          void changing.remove().finally(() => setChanging(null))
        }}
        onCancel={() => setChanging(null)}
      />
      <Suspense fallback={null}>
        {editing ? (
          <EditIdpDialog
            configuration={configuration}
            title={title}
            onClose={() => setEditing(false)}
          />
        ) : null}
      </Suspense>
      {reverify.prompt}
    </article>
  )
}
