import { useId } from 'react'
import { useT } from '../../../../i18n/index'
import { useStyles } from '../../../../ui/index'
import { webhooksTabStyles } from './webhooks-tab.styles'
import type { EventCategory } from '../../../../../api/webhooks'

/** Props of {@link EventPicker}. */
export interface EventPickerProps {
  categories: readonly EventCategory[]
  selected: readonly string[]
  onChange: (keys: string[]) => void
  error: string | null
  disabled?: boolean
}

/**
 * The events a webhook is sent, by category of the catalogue: one checkbox per event (its
 * description beside it) and one per category that picks or drops all of its events.
 */
export function EventPicker({ categories, selected, onChange, error, disabled }: EventPickerProps) {
  const t = useT()
  const styles = useStyles(webhooksTabStyles)
  const id = useId()
  const chosen = new Set(selected)
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(chosen)
    for (const key of keys) {
      if (on) next.add(key)
      else next.delete(key)
    }
    onChange([...next])
  }
  return (
    <fieldset
      className={styles.category}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{t('webhooks.dialog.events')}</legend>
      <div className={styles.picker}>
        {categories.map((category) => {
          const keys = category.events.map((event) => event.key)
          const all = keys.every((key) => chosen.has(key))
          const some = !all && keys.some((key) => chosen.has(key))
          return (
            <fieldset key={category.id} className={styles.category}>
              <legend className={styles.legend}>{category.name}</legend>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={all}
                  disabled={disabled}
                  ref={(input) => {
                    if (input) input.indeterminate = some
                  }}
                  onChange={(event) => toggle(keys, event.target.checked)}
                />
                <span>{t('webhooks.dialog.allInCategory', { category: category.name })}</span>
              </label>
              {category.events.map((event) => (
                <label key={event.key} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={chosen.has(event.key)}
                    disabled={disabled}
                    onChange={(change) => toggle([event.key], change.target.checked)}
                  />
                  <span>
                    {event.displayName}
                    <span className={styles.eventHint}>{event.description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          )
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
