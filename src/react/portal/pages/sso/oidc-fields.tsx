import { useState } from 'react'
import { discoverOidcIssuer } from '../../../../api/sso-configurations'
import { addEnglish } from '../../../../i18n/index'
import { ssoPageForms } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import {
  Button,
  ErrorSummary,
  FormField,
  InlineAlert,
  formFailure,
  useErrorText,
  useStyles,
} from '../../../ui/index'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { ApiError } from '../../../../api/index'
import type { OidcDiscovery, SsoConfigurationInput } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'

addEnglish(ssoPageForms)

type Translate = ReturnType<typeof useT>

/** The checks of an OIDC connection's settings before they are sent (adding and editing). */
export const oidcErrors = (t: Translate, values: FormValues) => {
  const errors: Partial<Record<string, string>> = {}
  if (!URL.canParse((values.issuer ?? '').trim())) errors.issuer = t('ssoPage.oidc.issuerInvalid')
  if ((values.clientId ?? '').trim() === '') errors.clientId = t('ssoPage.oidc.clientIdRequired')
  return errors
}

/** What the OIDC form sends: the issuer, client id and secret (empty keeps a stored one). */
export const oidcInput = (values: FormValues): SsoConfigurationInput => ({
  ssoEndpoint: (values.issuer ?? '').trim(),
  oidcClientId: (values.clientId ?? '').trim(),
  oidcSecret: values.secret ?? '',
})

/** The server's refusal, its field errors under the form's fields. */
export const oidcFailure = (error: ApiError, words: { offline: string; failed: string }) => {
  const failure: FormFailure = formFailure(
    error,
    ['ssoEndpoint', 'oidcClientId', 'oidcSecret'],
    words,
  )
  const { ssoEndpoint, oidcClientId, oidcSecret, ...rest } = failure.fieldErrors ?? {}
  return {
    ...failure,
    fieldErrors: { ...rest, issuer: ssoEndpoint, clientId: oidcClientId, secret: oidcSecret },
  }
}

/** Props of {@link OidcFields}. */
export interface OidcFieldsProps {
  /** The connection's issuer and client id, when editing. */
  defaults?: { issuer: string; clientId: string }
  /** Under the secret: when editing, that leaving it blank keeps it. */
  secretHint?: string
}

/**
 * An OIDC connection's fields: the issuer (checked by reading its discovery document, whose
 * sign-in endpoint is shown), the client id, and the secret, written and never read back.
 */
export function OidcFields({ defaults, secretHint }: OidcFieldsProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const run = useSsoRun()
  const errorText = useErrorText()
  const [issuer, setIssuer] = useState(defaults?.issuer ?? '')
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

  return (
    <>
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
        defaultValue={defaults?.clientId}
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
      {secretHint ? <p className={styles.hint}>{secretHint}</p> : null}
    </>
  )
}
