import { useAtom } from 'jotai'
import { useState } from 'react'
import {
  addSsoDomain,
  updateSsoConfiguration,
  updateSsoConfigurationByMetadata,
  updateSsoConfigurationByMetadataUrl,
} from '../../../../api/sso-configurations'
import { samlEditDraftsAtom } from '../../../../atoms/sso-configurations'
import { addEnglish } from '../../../../i18n/index'
import { sso31 } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  Form,
  InlineAlert,
  SubmitButton,
  formFailure,
  useErrorText,
  useStyles,
  useToast,
} from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { OidcFields, oidcErrors, oidcFailure, oidcInput } from './oidc-fields'
import {
  SAML_FIELDS,
  SamlSourceFields,
  SamlSourceSummary,
  samlSourceErrors,
} from './saml-source-fields'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { ApiClient, ApiError } from '../../../../api/index'
import type { SsoConfiguration } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'
import type { SamlSource } from './saml-source-fields'

addEnglish(sso31)

/** Props of {@link EditIdpDialog}. */
export interface EditIdpDialogProps {
  configuration: SsoConfiguration
  /** The connection's title on its card. */
  title: string
  onClose: () => void
}

/**
 * "Edit IdP settings" of an existing connection, in place (its domains, roles, mappings and id
 * stay): a SAML connection's settings replaced from the metadata URL, XML or a file, or by hand
 * (SSO URL, certificate, signing), with the add form's fields and checks; an OIDC connection's
 * issuer, client id and secret (left blank, the secret is kept). By hand, a connection without a
 * domain (spec §5's domain change cleared it) asks for one first, and nothing is sent until it is
 * given. A change of where a verified domain signs in may ask for a recent second factor: the
 * prompt opens over the dialog and the same change goes on after it.
 */
export function EditIdpDialog({ configuration, title, onClose }: EditIdpDialogProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const run = useSsoRun()
  const errorText = useErrorText()
  const reverify = useReverify()
  const [drafts, setDrafts] = useAtom(samlEditDraftsAtom)
  const [problem, setProblem] = useState<string | null>(null)
  const oidc = configuration.type === 'oidc'
  const askDomain = configuration.domains.length === 0
  const stored = drafts[configuration.id]
  const draft = stored ?? {
    ssoEndpoint: configuration.ssoEndpoint,
    publicCertificate: configuration.publicCertificate,
    signRequest: configuration.signRequest ? 'on' : '',
  }
  const [source, setSource] = useState<SamlSource>(
    stored || configuration.ssoEndpoint ? 'manual' : 'url',
  )
  const keepDraft = (next?: Record<string, string>) => {
    const { [configuration.id]: _dropped, ...rest } = drafts
    setDrafts(next ? { ...rest, [configuration.id]: next } : rest)
  }

  const validate = (values: FormValues) => {
    if (oidc) return oidcErrors(t, values)
    if (source === 'manual' && askDomain) keepDraft(values)
    return samlSourceErrors(t, source, values, askDomain)
  }

  const change = (values: FormValues) => (client: ApiClient) => {
    const id = configuration.id
    if (oidc) return updateSsoConfiguration(client, id, oidcInput(values))
    if (source === 'url')
      return updateSsoConfigurationByMetadataUrl(client, id, (values.url ?? '').trim())
    if (source === 'xml' || source === 'file')
      return updateSsoConfigurationByMetadata(
        client,
        id,
        source === 'xml' ? (values.metadata ?? '') : (values.file ?? ''),
      )
    return updateSsoConfiguration(client, id, {
      ssoEndpoint: (values.ssoEndpoint ?? '').trim(),
      publicCertificate: (values.publicCertificate ?? '').trim(),
      signRequest: values.signRequest === 'on',
    })
  }

  const saved = () => {
    keepDraft()
    toast(t('ssoEdit.saved', { title }))
    onClose()
  }

  const refused = (error: ApiError): FormFailure => {
    const words = { offline: t('ssoPage.offline'), failed: errorText(error, t('ssoPage.failed')) }
    return oidc ? oidcFailure(error, words) : formFailure(error, SAML_FIELDS, words)
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    setProblem(null)
    if (!oidc && source === 'manual' && askDomain) {
      // The domain first: the settings are sent only once the connection has one.
      const domain = (values.domain ?? '').trim().toLowerCase()
      const added = await run((client) => addSsoDomain(client, configuration.id, domain))
      if (!added.ok) return refused(added.error)
    }
    const outcome = await run(change(values))
    if (outcome.ok) {
      saved()
      return null
    }
    const retry = async () => {
      const again = await run(change(values))
      if (again.ok) saved()
      else setProblem(errorText(again.error, t('ssoPage.failed')))
    }
    if (reverify.ask(outcome.error, retry)) return { error: t('ssoEdit.confirmFirst') }
    return refused(outcome.error)
  }

  return (
    <Dialog open title={t('ssoEdit.title', { title })} onClose={onClose}>
      <Form action={action} validate={validate} className={styles.form}>
        <p className={styles.hint}>{t(oidc ? 'ssoEdit.oidcHint' : 'ssoEdit.samlHint')}</p>
        {oidc ? (
          <OidcFields
            defaults={{ issuer: configuration.ssoEndpoint, clientId: configuration.oidcClientId }}
            secretHint={t('ssoEdit.secretHint')}
          />
        ) : (
          <>
            <SamlSourceSummary />
            <SamlSourceFields
              source={source}
              onSource={setSource}
              draft={draft}
              askDomain={askDomain}
            />
          </>
        )}
        {problem ? <InlineAlert>{problem}</InlineAlert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('ssoPage.cancel')}
          </Button>
          <SubmitButton>{t('ssoEdit.save')}</SubmitButton>
        </div>
      </Form>
      {reverify.prompt}
    </Dialog>
  )
}
