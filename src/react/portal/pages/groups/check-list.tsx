import { useStyles } from '../../../ui/index'
import { rolesStyles } from '../roles/roles.styles'

/** One choice of a {@link CheckList}. */
export interface CheckChoice {
  id: string
  label: string
  /** Shown after the label, muted (a key, an email, why it cannot be chosen). */
  detail?: string
  disabled?: boolean
}

/** Props of {@link CheckList}. */
export interface CheckListProps {
  legend: string
  choices: CheckChoice[]
  selected: ReadonlySet<string>
  onChange: (selected: ReadonlySet<string>) => void
}

/** A fieldset of checkboxes named by its legend (a group's roles, its members). */
export function CheckList({ legend, choices, selected, onChange }: CheckListProps) {
  const styles = useStyles(rolesStyles)
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    onChange(next)
  }
  return (
    <fieldset className={styles.category}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className={styles.check}>
          <input
            type="checkbox"
            checked={selected.has(choice.id)}
            disabled={choice.disabled}
            onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
          />
          <span>
            {choice.label}
            {choice.detail ? <span className={styles.muted}> {choice.detail}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
