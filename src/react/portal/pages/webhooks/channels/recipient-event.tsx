import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { saveRecipientConfigMutation } from '../../../../../atoms/connectivity-channels'
import {
  MAX_CHANNEL_RECIPIENTS,
  recipientProblem,
  splitRecipients,
} from '../../../../../wire/connectivity-channels'
import { useT } from '../../../../i18n/index'
import {
  Badge,
  Button,
  InlineAlert,
  Switch,
  TextField,
  useErrorText,
  useStyles,
} from '../../../../ui/index'
import { channelsStyles } from './channels.styles'
import type {
  ChannelEvent,
  RecipientChannel,
  RecipientConfig,
} from '../../../../../wire/connectivity-channels'

/** Is an event sent: its configuration on and one of its lists on with a recipient (spec §4.8). */
export const recipientConfigActive = (config: RecipientConfig | undefined): boolean =>
  Boolean(
    config?.enabled &&
    config.subscriptions.some((list) => list.enabled && list.recipients.length > 0),
  )

/** What is wrong with the recipients typed, in words, or null. */
const useRecipientsCheck = (channel: RecipientChannel) => {
  const t = useT()
  return (text: string): string | null => {
    const recipients = splitRecipients(text)
    const bad = recipients.find((value) => recipientProblem(channel, value) !== null)
    if (bad !== undefined) return t(`connectivityChannels.${channel}.invalid`, { value: bad })
    if (recipients.length > MAX_CHANNEL_RECIPIENTS) {
      return t('connectivityChannels.tooMany', { max: MAX_CHANNEL_RECIPIENTS })
    }
    return null
  }
}

/**
 * One event of the Email or SMS tab: whether it is sent, and the recipients of its first list (the
 * others, set up through the API, are kept as they are). Checked as typed once the field was left,
 * and again on Save; an emptied list is removed by the server (spec §5).
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
  const check = useRecipientsCheck(channel)
  const save = useSetAtom(saveRecipientConfigMutation.runAtom)
  const saving = useAtomValue(saveRecipientConfigMutation.stateAtom)
  const [first, ...others] = config?.subscriptions ?? []
  const [enabled, setEnabled] = useState(config ? config.enabled : false)
  const [text, setText] = useState((first?.recipients ?? []).join(', '))
  const [problem, setProblem] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const [pending, setPending] = useState(false)
  const [failed, setFailed] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const headingId = useId()
  const active = recipientConfigActive(config)

  const submit = async () => {
    const found = check(text)
    setTouched(true)
    setProblem(found)
    if (found) {
      field.current?.focus()
      return
    }
    setPending(true)
    setFailed(false)
    const recipients = splitRecipients(text)
    const list = first ?? { name: t(`connectivityChannels.${channel}.title`), enabled: true }
    const done = await save({
      channel,
      eventKey: event.key,
      enabled,
      subscriptions: [{ ...list, recipients }, ...others],
    })
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
        label={t('connectivityChannels.send')}
        checked={enabled}
        disabled={!canWrite || pending}
        onChange={setEnabled}
      />
      <TextField
        ref={field}
        label={t(`connectivityChannels.${channel}.recipients`)}
        value={text}
        readOnly={!canWrite}
        disabled={pending}
        spellCheck={false}
        autoComplete="off"
        inputMode={channel === 'email' ? 'email' : 'tel'}
        error={touched ? problem : null}
        onChange={(change) => {
          setText(change.target.value)
          if (touched) setProblem(check(change.target.value))
        }}
        onBlur={() => {
          setTouched(true)
          setProblem(check(text))
        }}
      />
      <p className={styles.hint}>{t('connectivityChannels.emptyHint')}</p>
      {others.length > 0 ? (
        <p className={styles.hint}>
          {t('connectivityChannels.otherLists', { count: others.length })}
        </p>
      ) : null}
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
