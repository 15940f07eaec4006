import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { saveSlackSubscriptionMutation } from '../../../../../atoms/connectivity-channels'
import { useT } from '../../../../i18n/index'
import { Badge, Button, InlineAlert, Switch, useErrorText, useStyles } from '../../../../ui/index'
import { controlStyles } from '../../../../ui/index'
import { channelsStyles } from './channels.styles'
import type {
  ChannelEvent,
  SlackChannel,
  SlackSubscription,
} from '../../../../../wire/connectivity-channels'

/** The subscription that posts an event, and the channels it posts to. */
export const slackEventState = (
  subscriptions: readonly (SlackSubscription & { id: string })[],
  eventKey: string,
) => {
  const subscription = subscriptions.find((s) => s.slackEvents.some((e) => e.eventKey === eventKey))
  const channelIds =
    subscription?.slackEvents.find((e) => e.eventKey === eventKey)?.channelIds ?? []
  // Spec §4.8: shown active when its subscription is active and it names a channel.
  return { subscription, channelIds, active: Boolean(subscription?.isActive && channelIds.length) }
}

/**
 * One event of the Slack tab: the channels it is posted to (a native multiple select, so keyboard
 * and screen readers work as everywhere) and whether it is posted. Choosing no channel removes it
 * from its subscription (a subscription left with none is deleted by the server, spec §5).
 */
export function SlackEventRow({
  event,
  subscriptions,
  channels,
  canWrite,
  announce,
}: {
  event: ChannelEvent
  subscriptions: readonly (SlackSubscription & { id: string })[]
  channels: readonly SlackChannel[]
  canWrite: boolean
  announce: (news: string) => void
}) {
  const styles = useStyles(channelsStyles)
  const controls = useStyles(controlStyles)
  const t = useT()
  const errorText = useErrorText()
  const save = useSetAtom(saveSlackSubscriptionMutation.runAtom)
  const saving = useAtomValue(saveSlackSubscriptionMutation.stateAtom)
  const { subscription, channelIds, active } = slackEventState(subscriptions, event.key)
  const [chosen, setChosen] = useState<string[]>(channelIds)
  const [posting, setPosting] = useState(subscription ? subscription.isActive : true)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const headingId = useId()
  const pickerId = useId()
  const named = new Set(channels.map((channel) => channel.id))
  const options = [
    ...channels,
    ...chosen.filter((id) => !named.has(id)).map((id) => ({ id, name: id })),
  ]

  const submit = async () => {
    setPending(true)
    setFailed(false)
    const slackEvents = subscription
      ? subscription.slackEvents
          .map((e) => (e.eventKey === event.key ? { ...e, channelIds: chosen } : e))
          .filter((e) => e.channelIds.length > 0)
      : [{ eventKey: event.key, channelIds: chosen }]
    const done =
      !subscription && chosen.length === 0
        ? true
        : await save({ id: subscription?.id, isActive: posting, slackEvents })
    setPending(false)
    if (done) announce(t('connectivityChannels.saved', { event: event.displayName }))
    else setFailed(true)
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
        label={t('connectivityChannels.slack.post')}
        checked={posting}
        disabled={!canWrite || pending}
        onChange={setPosting}
      />
      <div className={controls.field}>
        <label className={controls.label} htmlFor={pickerId}>
          {t('connectivityChannels.slack.channels')}
        </label>
        <select
          id={pickerId}
          multiple
          className={`${controls.input} ${styles.picker}`}
          value={chosen}
          disabled={!canWrite || pending}
          aria-describedby={`${pickerId}-hint`}
          onChange={(change) =>
            setChosen([...change.target.selectedOptions].map((option) => option.value))
          }
        >
          {options.map((channel) => (
            <option key={channel.id} value={channel.id}>
              #{channel.name}
            </option>
          ))}
        </select>
        <p id={`${pickerId}-hint`} className={styles.hint}>
          {t('connectivityChannels.slack.channelsHint')}
        </p>
      </div>
      {canWrite ? (
        <div className={styles.actions}>
          <Button onClick={() => void submit()} disabled={pending} aria-describedby={headingId}>
            {t('connectivityChannels.save')}
          </Button>
        </div>
      ) : null}
      {failed && saving.status === 'error' ? (
        <InlineAlert>{errorText(saving.error, t('connectivityChannels.saveFailed'))}</InlineAlert>
      ) : null}
    </li>
  )
}
