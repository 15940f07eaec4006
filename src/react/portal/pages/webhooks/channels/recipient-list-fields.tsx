import { useT } from '../../../../i18n/index'
import { Button, Switch, TextField, useStyles } from '../../../../ui/index'
import { channelsStyles } from './channels.styles'
import type { RecipientChannel } from '../../../../../wire/connectivity-channels'
import type { ListDraft, ListProblems } from './recipient-lists'

/** Props of {@link RecipientListFields}. */
export interface RecipientListFieldsProps {
  channel: RecipientChannel
  list: ListDraft
  /** Its place among the event's lists, from 1 (its legend while it has no name). */
  position: number
  /** The problems to show (those of fields the admin left or saved). */
  problems: ListProblems
  canWrite: boolean
  pending: boolean
  onChange: (list: ListDraft) => void
  onBlur: () => void
  onRemove: () => void
  /** Where the event keeps the fields, to focus the first wrong one on Save. */
  fieldRef: (field: 'name' | 'recipients', input: HTMLInputElement | null) => void
}

/**
 * One recipient list of an event: a group named after the list, with its name, its recipients and
 * whether it is sent; "Remove" drops it on the next Save.
 */
export function RecipientListFields({
  channel,
  list,
  position,
  problems,
  canWrite,
  pending,
  onChange,
  onBlur,
  onRemove,
  fieldRef,
}: RecipientListFieldsProps) {
  const styles = useStyles(channelsStyles)
  const t = useT()
  const legend = list.name.trim() || t('connectivityChannels.list.untitled', { n: position })
  const say = (problem: ListProblems['name']) => (problem ? t(problem.id, problem.values) : null)
  return (
    <fieldset className={styles.list} part="recipient-list">
      <legend className={styles.legend}>{legend}</legend>
      <TextField
        ref={(input) => fieldRef('name', input)}
        label={t('connectivityChannels.list.name')}
        value={list.name}
        readOnly={!canWrite}
        disabled={pending}
        autoComplete="off"
        error={say(problems.name)}
        onChange={(change) => onChange({ ...list, name: change.target.value })}
        onBlur={onBlur}
      />
      <TextField
        ref={(input) => fieldRef('recipients', input)}
        label={t(`connectivityChannels.${channel}.recipients`)}
        value={list.text}
        readOnly={!canWrite}
        disabled={pending}
        spellCheck={false}
        autoComplete="off"
        dir="ltr"
        inputMode={channel === 'email' ? 'email' : 'tel'}
        error={say(problems.recipients)}
        onChange={(change) => onChange({ ...list, text: change.target.value })}
        onBlur={onBlur}
      />
      <div className={styles.actions}>
        <Switch
          label={t('connectivityChannels.list.enabled')}
          checked={list.enabled}
          disabled={!canWrite || pending}
          onChange={(enabled) => onChange({ ...list, enabled })}
        />
        {canWrite ? (
          <Button
            variant="ghost"
            disabled={pending}
            aria-label={t('connectivityChannels.list.removeLabel', { name: legend })}
            onClick={onRemove}
          >
            {t('connectivityChannels.list.remove')}
          </Button>
        ) : null}
      </div>
    </fieldset>
  )
}
