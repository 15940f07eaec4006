import { useId } from 'react'
import { FormField, Switch, useStyles } from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { policyStyles } from './policy.styles'

/** Props of {@link LimitSection}. */
export interface LimitSectionProps {
  part: string
  title: string
  switchLabel: string
  on: boolean
  /** The number's field name (for the form's errors), its label, value and range. */
  name: string
  countLabel: string
  count: string
  range: readonly [number, number]
  /** Viewed only: the host's field appearance or a member without the write permission. */
  readOnly: boolean
  /** Why the vendor's value stands (the setting is locked), or null while the tenant may change it. */
  lockedReason: string | null
  onChange: (change: { on?: boolean; count?: string }) => void
}

/**
 * A setting that is on or off with a number (lockout after N failures, the last N passwords): a
 * switch and the number, or, when the vendor locked it, the vendor's value and why.
 */
export function LimitSection(props: LimitSectionProps) {
  const styles = useStyles(policyStyles)
  const noteId = useId()
  const fixed = props.readOnly || props.lockedReason !== null
  return (
    <PageSection title={props.title} part={props.part}>
      <div className={styles.fieldset}>
        <Switch
          label={props.switchLabel}
          checked={props.on}
          disabled={fixed}
          aria-describedby={props.lockedReason ? noteId : undefined}
          onChange={(on) => props.onChange({ on })}
        />
        {props.on ? (
          <FormField
            name={props.name}
            type="number"
            inputMode="numeric"
            min={props.range[0]}
            max={props.range[1]}
            label={props.countLabel}
            value={props.count}
            readOnly={fixed}
            aria-describedby={props.lockedReason ? noteId : undefined}
            onChange={(event) => props.onChange({ count: event.currentTarget.value })}
          />
        ) : null}
        {props.lockedReason ? (
          <p id={noteId} className={styles.locked}>
            {props.lockedReason}
          </p>
        ) : null}
      </div>
    </PageSection>
  )
}
