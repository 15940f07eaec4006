import { useAtomValue, useSetAtom } from 'jotai'
import { unwrap } from 'jotai/utils'
import { useEffect, useId } from 'react'
import { sessionAtom } from '../../../../atoms/index'
import { refreshTokenRolesAtom, tokenRolesAtom } from '../../../../atoms/tenant-api-tokens'
import { useT } from '../../../i18n/index'
import { InlineAlert, Spinner, useStyles } from '../../../ui/index'
import { tenantTokensStyles } from './tenant-tokens.styles'
import type { Role } from '../../../../api/types'

// `undefined` while the roles first load (then `null` if they could not be read); while they are
// read again, the roles read before.
const rolesLoadable = unwrap(tokenRolesAtom, (before) => before)

/**
 * The roles the signed-in member may give a token: those whose every permission the member holds
 * (the server's escalation guard refuses any other with a 403).
 */
export function grantableRoles(roles: readonly Role[], held: ReadonlySet<string>, all: boolean) {
  return roles.filter((role) => all || role.permissions.every((id) => held.has(id)))
}

/** Props of {@link TokenRolePicker}. */
export interface TokenRolePickerProps {
  selected: readonly string[]
  onChange: (roleIds: string[]) => void
}

/** The token's roles as a labelled group of checkboxes, limited to what the member may give. */
export function TokenRolePicker({ selected, onChange }: TokenRolePickerProps) {
  const styles = useStyles(tenantTokensStyles)
  const t = useT()
  const hintId = useId()
  const roles = useAtomValue(rolesLoadable)
  const refresh = useSetAtom(refreshTokenRolesAtom)
  // Each time the form opens: the account's own roles include any added since (Roles page).
  useEffect(() => refresh(), [refresh])
  const user = useAtomValue(sessionAtom).user
  if (roles === undefined)
    return (
      <p className={styles.hint} role="status">
        <Spinner /> {t('tenantApiTokens.create.rolesLoading')}
      </p>
    )
  if (roles === null) return <InlineAlert>{t('tenantApiTokens.create.rolesFailed')}</InlineAlert>
  const held = new Set(user?.permissions.map((permission) => permission.id) ?? [])
  const offered = grantableRoles(roles, held, user?.superUser === true)
  const toggle = (role: Role, on: boolean) => {
    const ids = new Set(selected)
    if (on) ids.add(role.id)
    else ids.delete(role.id)
    onChange(offered.filter((candidate) => ids.has(candidate.id)).map((candidate) => candidate.id))
  }
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend>{t('tenantApiTokens.create.roles')}</legend>
      <p id={hintId} className={styles.hint}>
        {offered.length === 0
          ? t('tenantApiTokens.create.noRoles')
          : t('tenantApiTokens.create.rolesHint')}
      </p>
      {offered.map((role) => (
        <label key={role.id} className={styles.check}>
          <input
            type="checkbox"
            name="roleIds"
            value={role.id}
            checked={selected.includes(role.id)}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
          />
          {role.name}
        </label>
      ))}
    </fieldset>
  )
}
