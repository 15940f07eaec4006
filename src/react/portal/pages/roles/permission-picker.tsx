import { useT } from '../../../i18n/index'
import { useStyles } from '../../../ui/index'
import { rolesStyles } from './roles.styles'
import type { RolePermission } from '../../../../api/roles'

/** Props of {@link PermissionPicker}. */
export interface PermissionPickerProps {
  catalogue: RolePermission[]
  selected: ReadonlySet<string>
  /** Permission keys the signed-in admin holds: only those can be given. */
  held: ReadonlySet<string>
  onChange: (selected: ReadonlySet<string>) => void
}

/**
 * The permissions grouped by category, one checkbox each (a fieldset per category, so a screen
 * reader names the group). Those the admin does not hold, NEVER ones and ALWAYS ones cannot be
 * changed here, and say why.
 */
export function PermissionPicker({ catalogue, selected, held, onChange }: PermissionPickerProps) {
  const t = useT()
  const styles = useStyles(rolesStyles)
  const categories = new Map<string, RolePermission[]>()
  for (const permission of catalogue) {
    if (permission.assignmentType === 'NEVER') continue
    categories.set(permission.categoryId, [
      ...(categories.get(permission.categoryId) ?? []),
      permission,
    ])
  }
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onChange(next)
  }
  return (
    <div className={styles.categories}>
      {[...categories].map(([category, permissions]) => (
        <fieldset key={category} className={styles.category}>
          <legend>{category}</legend>
          {permissions.map((permission) => {
            const always = permission.assignmentType === 'ALWAYS'
            const beyond = !always && !held.has(permission.key)
            const note = always ? t('roles.always') : beyond ? t('roles.notHeld') : ''
            return (
              <label key={permission.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={always || selected.has(permission.id)}
                  disabled={always || beyond}
                  onChange={(event) => toggle(permission.id, event.currentTarget.checked)}
                />
                <span>
                  {permission.name}
                  <span className={styles.muted}> {permission.key}</span>
                  {note ? <span className={styles.muted}> — {note}</span> : null}
                </span>
              </label>
            )
          })}
        </fieldset>
      ))}
    </div>
  )
}
