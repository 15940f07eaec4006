import { useAtomValue } from 'jotai'
import { loadable } from 'jotai/utils'
import { useMemo } from 'react'
import { teamRolesAtom } from '../../../atoms/team'
import { useT } from '../../i18n/index'
import { InlineAlert, Spinner, useStyles } from '../../ui/index'
import { teamStyles } from './team.styles'
import type { Role } from '../../../api/types'

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
  const rolesAtom = useMemo(() => loadable(teamRolesAtom), [])
  const roles = useAtomValue(rolesAtom)
  if (roles.state === 'loading')
    return (
      <p className={styles.hint} role="status">
        <Spinner /> {t('team.roles.loading')}
      </p>
    )
  if (roles.state === 'hasError') return <InlineAlert>{t('team.roles.loadFailed')}</InlineAlert>
  const toggle = (role: Role, on: boolean) => {
    const ids = new Set(selected)
    if (on) ids.add(role.id)
    else ids.delete(role.id)
    onChange(roles.data.filter((candidate) => ids.has(candidate.id)))
  }
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend>{t('team.roles.legend')}</legend>
      {roles.data.map((role) => (
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
