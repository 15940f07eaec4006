import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { saveRecipientConfigMutation } from '../../../../../atoms/connectivity-channels'
import { useT } from '../../../../i18n/index'
import { Badge, Button, InlineAlert, Switch, useErrorText, useStyles } from '../../../../ui/index'
import { channelsStyles } from './channels.styles'
import { RecipientListFields } from './recipient-list-fields'
import { checkLists, MAX_RECIPIENT_LISTS, toDraft, toSubscriptions } from './recipient-lists'
import type {
  ChannelEvent,
  RecipientChannel,
  RecipientConfig,
} from '../../../../../wire/connectivity-channels'
import type { ListDraft } from './recipient-lists'

/** Is an event sent: its configuration on and one of its lists on with a recipient (spec §4.8). */
export const recipientConfigActive = (config: RecipientConfig | undefined): boolean =>
  Boolean(
    config?.enabled &&
    config.subscriptions.some((list) => list.enabled && list.recipients.length > 0),
  )

/**
 * One event of the Email or SMS tab: whether it is sent, and every recipient list of it (the wire
 * keeps several, each named and switched on its own): add, rename, switch, remove. Checked as typed
 * once a field was left, and again on Save, which focuses the first wrong field; an emptied list is
 * removed by the server (spec §5).
 */
export function RecipientEvent({
  channel,
  event,
  config,
  canWrite,
  announce,
}: {
  channel: RecipientChannel
  event: ChannelEvent
  config: RecipientConfig | undefined
  canWrite: boolean
  announce: (news: string) => void
}) {
  const styles = useStyles(channelsStyles)
  const t = useT()
  const errorText = useErrorText()
  const save = useSetAtom(saveRecipientConfigMutation.runAtom)
  const saving = useAtomValue(saveRecipientConfigMutation.stateAtom)
  const [enabled, setEnabled] = useState(config ? config.enabled : false)
  const newName = (n: number) =>
    n === 1
      ? t(`connectivityChannels.${channel}.title`)
      : t('connectivityChannels.list.untitled', { n })
  const [lists, setLists] = useState<ListDraft[]>(() =>
    config?.subscriptions.length
      ? config.subscriptions.map((list) => toDraft(list, ''))
      : [toDraft(undefined, newName(1))],
  )
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set())
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const fields = useRef(new Map<string, HTMLInputElement>())
  const addButton = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const active = recipientConfigActive(config)
  const problems = checkLists(channel, lists)
  const none = { name: null, recipients: null }

  const submit = async () => {
    setShown(new Set(lists.map((list) => list.key)))
    const wrong = lists.findIndex((_, i) => problems[i]?.name || problems[i]?.recipients)
    if (wrong >= 0) {
      const field = problems[wrong]?.name ? 'name' : 'recipients'
      fields.current.get(`${lists[wrong]?.key ?? ''} ${field}`)?.focus()
      return
    }
    setPending(true)
    setFailed(false)
    const done = await save({
      channel,
      eventKey: event.key,
      enabled,
      subscriptions: toSubscriptions(lists),
    })
    setPending(false)
    if (done) announce(t('connectivityChannels.saved', { event: event.displayName }))
    else setFailed(true)
  }

  const change = (next: ListDraft) =>
    setLists((before) => before.map((list) => (list.key === next.key ? next : list)))
  const remove = (key: string) => {
    setLists((before) => before.filter((list) => list.key !== key))
    announce(t('connectivityChannels.list.removed'))
    addButton.current?.focus()
  }
  const add = () => {
    const draft = toDraft(undefined, newName(lists.length + 1))
    setLists((before) => [...before, draft])
    // The new list's first field, once it is drawn.
    requestAnimationFrame(() => fields.current.get(`${draft.key} name`)?.focus())
  }

  return (
    <li className={styles.event} aria-labelledby={headingId}>
      <div className={styles.eventHead}>
        <h4 id={headingId}>{event.displayName}</h4>
        <Badge tone={active ? 'success' : 'neutral'}>
          {t(active ? 'connectivityChannels.active' : 'connectivityChannels.inactive')}
        </Badge>
      </div>
      {event.description ? <p className={styles.hint}>{event.description}</p> : null}
      <Switch
        label={t('connectivityChannels.send')}
        checked={enabled}
        disabled={!canWrite || pending}
        onChange={setEnabled}
      />
      {lists.map((list, index) => (
        <RecipientListFields
          key={list.key}
          channel={channel}
          list={list}
          position={index + 1}
          problems={shown.has(list.key) ? (problems[index] ?? none) : none}
          canWrite={canWrite}
          pending={pending}
          onChange={change}
          onBlur={() => setShown((before) => new Set(before).add(list.key))}
          onRemove={() => remove(list.key)}
          fieldRef={(field, input) => {
            if (input) fields.current.set(`${list.key} ${field}`, input)
            else fields.current.delete(`${list.key} ${field}`)
          }}
        />
      ))}
      <p className={styles.hint}>{t('connectivityChannels.emptyHint')}</p>
      {canWrite ? (
        <div className={styles.actions}>
          <Button
            ref={addButton}
            variant="secondary"
            onClick={add}
            disabled={pending || lists.length >= MAX_RECIPIENT_LISTS}
            aria-describedby={headingId}
          >
            {t('connectivityChannels.list.add')}
          </Button>
          <Button onClick={() => void submit()} disabled={pending} aria-describedby={headingId}>
            {t('connectivityChannels.save')}
          </Button>
        </div>
      ) : null}
      {canWrite && lists.length >= MAX_RECIPIENT_LISTS ? (
        <p className={styles.hint}>
          {t('connectivityChannels.list.max', { max: MAX_RECIPIENT_LISTS })}
        </p>
      ) : null}
      {failed && saving.status === 'error' ? (
        <InlineAlert>{errorText(saving.error, t('connectivityChannels.saveFailed'))}</InlineAlert>
      ) : null}
    </li>
  )
}
