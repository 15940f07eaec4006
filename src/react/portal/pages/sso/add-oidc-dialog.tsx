import { useState } from 'react'
import { createSsoConfiguration, discoverOidcIssuer } from '../../../../api/sso-configurations'
import { useT } from '../../../i18n/index'
import {
  Button,
  Dialog,
  ErrorSummary,
  Form,
  FormField,
  InlineAlert,
  SubmitButton,
  formFailure,
  useErrorText,
  useStyles,
} from '../../../ui/index'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { OidcDiscovery, SsoConfiguration } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'

/**
 * "Add an OIDC connection": the issuer (checked by reading its discovery document, whose
 * endpoints are shown), the client id and secret the IdP gave. The secret is sent once and never
 * read back.
 */
export function AddOidcDialog({ onClose }: { onClose: (created?: SsoConfiguration) => void }) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const run = useSsoRun()
  const errorText = useErrorText()
  const [issuer, setIssuer] = useState('')
  const [found, setFound] = useState<OidcDiscovery | null>(null)
  const [checking, setChecking] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const discover = async () => {
    setChecking(true)
    setProblem(null)
    setFound(null)
    const outcome = await run((client) => discoverOidcIssuer(client, issuer.trim()), false)
    setChecking(false)
    if (outcome.ok) setFound(outcome.value)
    else setProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const validate = (values: FormValues) => {
    const errors: Partial<Record<string, string>> = {}
    if (!URL.canParse((values.issuer ?? '').trim())) errors.issuer = t('ssoPage.oidc.issuerInvalid')
    if ((values.clientId ?? '').trim() === '') errors.clientId = t('ssoPage.oidc.clientIdRequired')
    return errors
  }

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const outcome = await run((client) =>
      createSsoConfiguration(client, {
        type: 'oidc',
        ssoEndpoint: (values.issuer ?? '').trim(),
        oidcClientId: (values.clientId ?? '').trim(),
        oidcSecret: values.secret ?? '',
      }),
    )
    if (outcome.ok) {
      onClose(outcome.value)
      return null
    }
    const failure = formFailure(outcome.error, ['ssoEndpoint', 'oidcClientId', 'oidcSecret'], {
      offline: t('ssoPage.offline'),
      failed: errorText(outcome.error, t('ssoPage.failed')),
    })
    const { ssoEndpoint, oidcClientId, oidcSecret, ...rest } = failure.fieldErrors ?? {}
    return {
      ...failure,
      fieldErrors: { ...rest, issuer: ssoEndpoint, clientId: oidcClientId, secret: oidcSecret },
    }
  }

  return (
    <Dialog open title={t('ssoPage.oidc.title')} onClose={() => onClose()}>
      <Form action={action} validate={validate} className={styles.form}>
        <ErrorSummary
          labels={{
            issuer: t('ssoPage.oidc.issuer'),
            clientId: t('ssoPage.oidc.clientId'),
            secret: t('ssoPage.oidc.secret'),
          }}
        />
        <div className={styles.inline}>
          <FormField
            name="issuer"
            label={t('ssoPage.oidc.issuer')}
            type="url"
            autoComplete="off"
            placeholder="https://login.example.com"
            dir="ltr"
            value={issuer}
            onChange={(event) => setIssuer(event.currentTarget.value)}
            data-autofocus=""
          />
          <Button
            variant="secondary"
            loading={checking}
            disabled={!URL.canParse(issuer.trim())}
            onClick={() => void discover()}
          >
            {t('ssoPage.oidc.discover')}
          </Button>
        </div>
        <div role="status">
          {found ? (
            <p className={styles.hint}>
              {t('ssoPage.oidc.found', { authorization: found.authorizationEndpoint })}
            </p>
          ) : null}
        </div>
        {problem ? <InlineAlert>{problem}</InlineAlert> : null}
        <FormField
          name="clientId"
          label={t('ssoPage.oidc.clientId')}
          autoComplete="off"
          dir="ltr"
        />
        <FormField
          name="secret"
          label={t('ssoPage.oidc.secret')}
          type="password"
          autoComplete="new-password"
          dir="ltr"
        />
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
