import { useAtom } from 'jotai'
import { useState } from 'react'
import {
  addSsoDomain,
  createSsoConfiguration,
  createSsoConfigurationByMetadata,
  createSsoConfigurationByMetadataUrl,
  updateSsoConfiguration,
} from '../../../../api/sso-configurations'
import { samlDraftAtom } from '../../../../atoms/sso-configurations'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  Form,
  SubmitButton,
  Select,
  formFailure,
  useErrorText,
  useStyles,
} from '../../../ui/index'
import {
  SAML_FIELDS,
  SamlSourceFields,
  SamlSourceSummary,
  samlSourceErrors,
} from './saml-source-fields'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { ApiClient } from '../../../../api/index'
import type { SsoConfiguration, SsoType } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'
import type { SamlSource } from './saml-source-fields'

/** The SAML presets of the spec's configuration types. */
type SamlPreset = Exclude<SsoType, 'oidc'>
const PRESETS: readonly SamlPreset[] = ['saml', 'okta', 'azure', 'google']

/**
 * "Add a SAML connection": an IdP preset (generic SAML, Okta, Microsoft Entra ID, Google) and
 * its settings from the metadata URL (read by the server), the metadata XML, a metadata file,
 * or typed by hand. By hand, nothing is sent without the email domain: the fields stay on this
 * page (spec §5) until it is given.
 */
export function AddSamlDialog({ onClose }: { onClose: (created?: SsoConfiguration) => void }) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const run = useSsoRun()
  const errorText = useErrorText()
  const [draft, setDraft] = useAtom(samlDraftAtom)
  const [preset, setPreset] = useState<SamlPreset>(
    PRESETS.find((value) => value === draft.preset) ?? 'saml',
  )
  const [source, setSource] = useState<SamlSource>(draft.ssoEndpoint ? 'manual' : 'url')

  const validate = (values: FormValues) => {
    if (source === 'manual') setDraft({ ...values, preset })
    return samlSourceErrors(t, source, values, true)
  }

  const create = (values: FormValues) => async (client: ApiClient) => {
    let made: SsoConfiguration
    if (source === 'url') {
      made = await createSsoConfigurationByMetadataUrl(client, (values.url ?? '').trim())
    } else if (source === 'xml' || source === 'file') {
      made = await createSsoConfigurationByMetadata(
        client,
        source === 'xml' ? (values.metadata ?? '') : (values.file ?? ''),
      )
    } else {
      made = await createSsoConfiguration(client, {
        type: preset,
        ssoEndpoint: (values.ssoEndpoint ?? '').trim(),
        publicCertificate: (values.publicCertificate ?? '').trim(),
        signRequest: values.signRequest === 'on',
      })
      await addSsoDomain(client, made.id, (values.domain ?? '').trim().toLowerCase())
    }
    if (source !== 'manual' && preset !== 'saml') {
      made = await updateSsoConfiguration(client, made.id, { type: preset })
    }
    return made
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const outcome = await run(create(values))
    if (outcome.ok) {
      if (source === 'manual') setDraft({})
      onClose(outcome.value)
      return null
    }
    return formFailure(outcome.error, SAML_FIELDS, {
      offline: t('ssoPage.offline'),
      failed: errorText(outcome.error, t('ssoPage.failed')),
    })
  }

  return (
    <Dialog open title={t('ssoPage.add.samlTitle')} onClose={() => onClose()}>
      <Form action={action} validate={validate} className={styles.form}>
        <SamlSourceSummary />
        <Select
          label={t('ssoPage.add.preset')}
          value={preset}
          onChange={setPreset}
          options={PRESETS.map((value) => ({ value, label: t(`ssoPage.type.${value}`) }))}
        />
        <p className={styles.hint}>{t(`ssoPage.add.presetHint.${preset}`)}</p>
        <SamlSourceFields source={source} onSource={setSource} draft={draft} askDomain />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onClose()}>
            {t('ssoPage.cancel')}
          </Button>
          <SubmitButton>{t('ssoPage.add.create')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  )
}
