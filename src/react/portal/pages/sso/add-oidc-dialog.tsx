import { createSsoConfiguration } from '../../../../api/sso-configurations'
import { useT } from '../../../i18n/index'
import { Button, Dialog, Form, SubmitButton, useErrorText, useStyles } from '../../../ui/index'
import { OidcFields, oidcErrors, oidcFailure, oidcInput } from './oidc-fields'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { SsoConfiguration } from '../../../../api/sso-configurations'
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

  const action = async (values: FormValues): Promise<FormFailure | null> => {
    const outcome = await run((client) =>
      createSsoConfiguration(client, { type: 'oidc', ...oidcInput(values) }),
    )
    if (outcome.ok) {
      onClose(outcome.value)
      return null
    }
    return oidcFailure(outcome.error, {
      offline: t('ssoPage.offline'),
      failed: errorText(outcome.error, t('ssoPage.failed')),
    })
  }

  return (
    <Dialog open title={t('ssoPage.oidc.title')} onClose={() => onClose()}>
      <Form action={action} validate={(values) => oidcErrors(t, values)} className={styles.form}>
        <OidcFields />
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
