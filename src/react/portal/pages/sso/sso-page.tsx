import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect, useState } from 'react'
import { setSsoPasswordSignIn } from '../../../../api/sso-configurations'
import { sessionAtom } from '../../../../atoms/index'
import { loadSsoAtom, ssoStateAtom } from '../../../../atoms/sso-configurations'
import { addEnglish } from '../../../../i18n/index'
import { ssoPage as ssoPageEnglish } from '../../../../i18n/messages/en'
import { PartWords, useT } from '../../../i18n/index'
import {
  Button,
  InlineAlert,
  Panel,
  Spinner,
  Switch,
  ToastProvider,
  useErrorText,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { ConnectionCard } from './connection-card'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { SsoConfiguration } from '../../../../api/sso-configurations'

addEnglish(ssoPageEnglish)

// The add dialogs (their forms and sources) are chunks of their own, fetched when opened.
const AddSamlDialog = lazy(() =>
  import('./add-saml-dialog').then((module) => ({ default: module.AddSamlDialog })),
)
const AddOidcDialog = lazy(() =>
  import('./add-oidc-dialog').then((module) => ({ default: module.AddOidcDialog })),
)

/** The permission keys of the page (spec §2.3: the sso entry's key family). */
export const SSO_KEYS = {
  read: 'fe.secure.read.samlConfiguration',
  write: 'fe.secure.write.samlConfiguration',
  delete: 'fe.secure.delete.samlConfiguration',
} as const

/**
 * The tenant's single sign-on: its SAML and OIDC connections (multi-SSO), each with what its IdP
 * needs from us, its domains, roles and a test, and whether users of the SSO domains may still
 * use a password. Without the write or delete permission those controls are absent and a
 * sentence says why.
 */
function SsoScreen() {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const run = useSsoRun()
  const errorText = useErrorText()
  const state = useAtomValue(ssoStateAtom)
  const load = useSetAtom(loadSsoAtom)
  const signedIn = useAtomValue(sessionAtom).status === 'signed-in'
  const canWrite = usePermission(SSO_KEYS.write)
  const canDelete = usePermission(SSO_KEYS.delete)
  const [adding, setAdding] = useState<'saml' | 'oidc' | null>(null)
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null)

  useEffect(() => {
    if (signedIn) void load()
  }, [signedIn, load])

  const closed = (created?: SsoConfiguration) => {
    setAdding(null)
    if (created) toast(t('ssoPage.add.created'))
  }

  const setPassword = async (allowed: boolean) => {
    setPasswordProblem(null)
    const outcome = await run((client) => setSsoPasswordSignIn(client, allowed))
    if (!outcome.ok) setPasswordProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const loading = !signedIn || state.status === 'idle' || state.status === 'loading'
  return (
    <Panel
      title={t('ssoPage.title')}
      subtitle={t('ssoPage.subtitle')}
      part="sso"
      tools={
        canWrite ? (
          <>
            <Button onClick={() => setAdding('saml')}>{t('ssoPage.addSaml')}</Button>
            <Button variant="secondary" onClick={() => setAdding('oidc')}>
              {t('ssoPage.addOidc')}
            </Button>
          </>
        ) : null
      }
    >
      {() => (
        <div className={styles.body}>
          {signedIn && !canWrite ? <p className={styles.note}>{t('ssoPage.readOnly')}</p> : null}
          {loading ? (
            <p className={styles.note} role="status">
              <Spinner /> {t('ssoPage.loading')}
            </p>
          ) : null}
          {state.status === 'error' ? (
            <div className={styles.row}>
              <InlineAlert>{errorText(state.error, t('ssoPage.loadFailed'))}</InlineAlert>
              <Button variant="secondary" onClick={() => void load()}>
                {t('ssoPage.retry')}
              </Button>
            </div>
          ) : null}
          {state.status === 'ready' && state.configurations.length === 0 ? (
            <p className={styles.note}>{t('ssoPage.empty')}</p>
          ) : null}
          {state.configurations.map((configuration) => (
            <ConnectionCard
              key={configuration.id}
              configuration={configuration}
              canWrite={canWrite}
              canDelete={canDelete}
            />
          ))}
          {state.status === 'ready' && state.passwordAllowed !== null ? (
            <section className={styles.section}>
              <h3>{t('ssoPage.password.title')}</h3>
              {canWrite ? (
                <Switch
                  label={t('ssoPage.password.label')}
                  checked={state.passwordAllowed}
                  onChange={(allowed) => void setPassword(allowed)}
                />
              ) : (
                <p className={styles.note}>
                  {state.passwordAllowed ? t('ssoPage.password.on') : t('ssoPage.password.off')}
                </p>
              )}
              <p className={styles.hint}>{t('ssoPage.password.hint')}</p>
              {passwordProblem ? <InlineAlert>{passwordProblem}</InlineAlert> : null}
            </section>
          ) : null}
          <Suspense fallback={null}>
            {adding === 'saml' ? <AddSamlDialog onClose={closed} /> : null}
            {adding === 'oidc' ? <AddOidcDialog onClose={closed} /> : null}
          </Suspense>
        </div>
      )}
    </Panel>
  )
}

/** The portal's SSO page, once its French and Hebrew words (a chunk) are there. */
export default function SsoPage() {
  return (
    <PartWords part="ssoPage">
      <ToastProvider>
        <SsoScreen />
      </ToastProvider>
    </PartWords>
  )
}
