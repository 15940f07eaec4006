import { useState } from 'react'
import {
  createSsoGroup,
  deleteSsoGroup,
  setSsoDefaultRoles,
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
import { RoleChecks, useRoleNames } from './role-checks'
import { ssoStyles } from './sso-page.styles'
import { useSsoRun } from './use-sso-run'
import type { SsoConfiguration, SsoGroup } from '../../../../api/sso-configurations'
import type { FormFailure, FormValues } from '../../../ui/index'

/** Props of {@link RolesSection}. */
export interface RolesSectionProps {
  configuration: SsoConfiguration
  canWrite: boolean
}

/**
 * Who gets which roles: the default roles of every new user of the connection, and IdP group →
 * roles mappings (the SAML groups attribute or the OIDC groups claim). Both go through the
 * server's escalation guard; its 403 is shown in words. Read-only without the write permission.
 */
export function RolesSection({ configuration, canWrite }: RolesSectionProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const toast = useToast()
  const run = useSsoRun()
  const errorText = useErrorText()
  const names = useRoleNames()
  const [defaults, setDefaults] = useState<string[]>(configuration.roleIds)
  const [groupRoles, setGroupRoles] = useState<string[]>([])
  const [formKey, setFormKey] = useState(0)
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const named = (ids: readonly string[]) => ids.map((id) => names.get(id) ?? id)

  const saveDefaults = async () => {
    setSaving(true)
    setProblem(null)
    const outcome = await run((client) => setSsoDefaultRoles(client, configuration.id, defaults))
    setSaving(false)
    if (outcome.ok) toast(t('ssoPage.roles.saved'))
    else setProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const removeGroup = async (group: SsoGroup) => {
    const outcome = await run((client) => deleteSsoGroup(client, configuration.id, group.id))
    if (outcome.ok) toast(t('ssoPage.groups.removed', { group: group.group }))
    else setProblem(errorText(outcome.error, t('ssoPage.failed')))
  }

  const addGroup = async (values: FormValues): Promise<FormFailure | null> => {
    const group = (values.group ?? '').trim()
    const outcome = await run((client) =>
      createSsoGroup(client, configuration.id, group, groupRoles),
    )
    if (outcome.ok) {
      toast(t('ssoPage.groups.added', { group }))
      setGroupRoles([])
      setFormKey((key) => key + 1)
      return null
    }
    if (outcome.error.status === 409) return { fieldErrors: { group: outcome.error.message } }
    return formFailure(outcome.error, ['group'], {
      offline: t('ssoPage.offline'),
      failed: errorText(outcome.error, t('ssoPage.failed')),
    })
  }

  return (
    <section className={styles.section}>
      <h4>{t('ssoPage.roles.title')}</h4>
      {canWrite ? (
        <>
          <RoleChecks
            legend={t('ssoPage.roles.defaults')}
            selected={defaults}
            onChange={setDefaults}
          />
          <div className={styles.row}>
            <Button variant="secondary" loading={saving} onClick={() => void saveDefaults()}>
              {t('ssoPage.roles.save')}
            </Button>
          </div>
        </>
      ) : (
        <p className={styles.note}>
          {t('ssoPage.roles.defaults')}:{' '}
          {configuration.roleIds.length === 0
            ? t('ssoPage.roles.tenantDefaults')
            : named(configuration.roleIds).join(', ')}
        </p>
      )}
      {problem ? <InlineAlert>{problem}</InlineAlert> : null}
      <h4>{t('ssoPage.groups.title')}</h4>
      <p className={styles.hint}>{t('ssoPage.groups.hint')}</p>
      {configuration.groups.length === 0 ? (
        <p className={styles.note}>{t('ssoPage.groups.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('ssoPage.groups.title')}>
          {configuration.groups.map((group) => (
            <li key={group.id}>
              <div className={styles.row}>
                <span className={styles.code}>{group.group}</span>
                <span aria-hidden="true">→</span>
                {named(group.roleIds).map((name) => (
                  <Badge key={name}>{name}</Badge>
                ))}
                {canWrite ? (
                  <Button
                    variant="ghost"
                    onClick={() => void removeGroup(group)}
                    aria-label={t('ssoPage.groups.removeLabel', { group: group.group })}
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
        <Form
          key={formKey}
          action={addGroup}
          validate={(values) =>
            (values.group ?? '').trim() === '' ? { group: t('ssoPage.groups.required') } : {}
          }
          className={styles.form}
        >
          <ErrorSummary labels={{ group: t('ssoPage.groups.name') }} />
          <FormField name="group" label={t('ssoPage.groups.name')} autoComplete="off" />
          <RoleChecks
            legend={t('ssoPage.groups.roles')}
            selected={groupRoles}
            onChange={setGroupRoles}
          />
          <div className={styles.row}>
            <SubmitButton variant="secondary">{t('ssoPage.groups.add')}</SubmitButton>
          </div>
        </Form>
      ) : null}
    </section>
  )
}
