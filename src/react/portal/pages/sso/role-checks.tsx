import { useAtomValue } from 'jotai'
import { unwrap } from 'jotai/utils'
import { sessionAtom } from '../../../../atoms/index'
import { ssoRolesAtom } from '../../../../atoms/sso-configurations'
import { useT } from '../../../i18n/index'
import { InlineAlert, Spinner, useStyles } from '../../../ui/index'
import { ssoStyles } from './sso-page.styles'

// `undefined` while the roles load (then `null` if they could not be read).
const rolesLoadable = unwrap(ssoRolesAtom, () => undefined)

/** The tenant's roles by id, for naming them (empty while they load). */
export function useRoleNames(): Map<string, string> {
  const roles = useAtomValue(rolesLoadable)
  return new Map((roles ?? []).map((role) => [role.id, role.name]))
}

/** Props of {@link RoleChecks}. */
export interface RoleChecksProps {
  legend: string
  selected: readonly string[]
  onChange: (roleIds: string[]) => void
  disabled?: boolean
}

/**
 * Roles as a labelled group of checkboxes, limited to those whose every permission the member
 * holds: federation hands them to whoever the IdP names, so the server's escalation guard
 * refuses any other (and the hint says why some are missing).
 */
export function RoleChecks({ legend, selected, onChange, disabled }: RoleChecksProps) {
  const styles = useStyles(ssoStyles)
  const t = useT()
  const roles = useAtomValue(rolesLoadable)
  const user = useAtomValue(sessionAtom).user
  if (roles === undefined)
    return (
      <p className={styles.hint} role="status">
        <Spinner /> {t('ssoPage.roles.loading')}
      </p>
    )
  if (roles === null) return <InlineAlert>{t('ssoPage.roles.loadFailed')}</InlineAlert>
  const held = new Set(user?.permissions.map((permission) => permission.id) ?? [])
  const offered = roles.filter(
    (role) => user?.superUser === true || role.permissions.every((id) => held.has(id)),
  )
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(selected)
    if (on) ids.add(id)
    else ids.delete(id)
    onChange(offered.filter((role) => ids.has(role.id)).map((role) => role.id))
  }
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend>{legend}</legend>
      <p className={styles.hint}>
        {offered.length < roles.length ? t('ssoPage.roles.limited') : t('ssoPage.roles.hint')}
      </p>
      {offered.map((role) => (
        <label key={role.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.includes(role.id)}
            onChange={(event) => toggle(role.id, event.currentTarget.checked)}
          />
          {role.name}
        </label>
      ))}
    </fieldset>
  )
}
