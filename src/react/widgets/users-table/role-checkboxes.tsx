import { useAtomValue } from 'jotai'
import { unwrap } from 'jotai/utils'
import { teamRolesAtom } from '../../../atoms/team'
import { useT } from '../../i18n/index'
import { InlineAlert, Spinner, useStyles } from '../../ui/index'
import { teamStyles } from './team.styles'
import type { Role } from '../../../api/types'

// `undefined` while the roles load (then `null` if they could not be read).
const rolesLoadable = unwrap(teamRolesAtom, () => undefined)

/** Props of {@link RoleCheckboxes}. */
export interface RoleCheckboxesProps {
  selected: readonly string[]
  onChange: (roles: Role[]) => void
  disabled?: boolean
}

/** The tenant's roles as a labelled group of checkboxes (loading and failure in words). */
export function RoleCheckboxes({ selected, onChange, disabled = false }: RoleCheckboxesProps) {
  const styles = useStyles(teamStyles)
  const t = useT()
  const roles = useAtomValue(rolesLoadable)
  if (roles === undefined)
    return (
      <p className={styles.hint} role="status">
        <Spinner /> {t('team.roles.loading')}
      </p>
    )
  if (roles === null) return <InlineAlert>{t('team.roles.loadFailed')}</InlineAlert>
  const toggle = (role: Role, on: boolean) => {
    const ids = new Set(selected)
    if (on) ids.add(role.id)
    else ids.delete(role.id)
    onChange(roles.filter((candidate) => ids.has(candidate.id)))
  }
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend>{t('team.roles.legend')}</legend>
      {roles.map((role) => (
        <label key={role.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.includes(role.id)}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
          />
          {role.name}
        </label>
      ))}
    </fieldset>
  )
}
