import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { recipientTabLoaders } from '../../../../../atoms/connectivity-channels'
import { sessionKeyAtom } from '../../../../../atoms/index'
import { useT } from '../../../../i18n/index'
import {
  Button,
  InlineAlert,
  useErrorText,
  usePermission,
  useStyles,
  VisuallyHidden,
} from '../../../../ui/index'
import { PageSection } from '../../../page-frame'
import { channelsStyles } from './channels.styles'
import { groupEvents } from './event-groups'
import { RecipientEvent, recipientConfigActive } from './recipient-event'
import type { RecipientChannel, RecipientConfig } from '../../../../../wire/connectivity-channels'
import type { EventGroup } from './event-groups'
import type { ReactNode } from 'react'

/** The permission that changes subscriptions. */
export const CHANNELS_WRITE = 'fe.connectivity.write.integrations'

/** A category of events: its heading and the list of its events. */
export function CategorySection({ group, children }: { group: EventGroup; children: ReactNode }) {
  const styles = useStyles(channelsStyles)
  const id = useId()
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <h3 id={id} className={styles.category}>
        {group.name}
      </h3>
      <ul className={styles.events}>{children}</ul>
    </section>
  )
}

/**
 * The Email or SMS tab: the catalogue's events by category, each with its switch and recipients,
 * and whether it is sent (spec §4.8). Loading, refused and failed loads say so, with Retry;
 * without the Edit Integrations permission everything is read-only, with a sentence saying why.
 */
export function RecipientsTab({ channel }: { channel: RecipientChannel }) {
  const styles = useStyles(channelsStyles)
  const t = useT()
  const errorText = useErrorText()
  const loader = recipientTabLoaders[channel]
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(loader.stateAtom)
  const load = useSetAtom(loader.loadAtom)
  const canWrite = usePermission(CHANNELS_WRITE)
  const [news, setNews] = useState('')

  useEffect(() => {
    if (sessionKey !== null) void load()
  }, [sessionKey, load])

  const { data } = state
  if (!data) {
    if (state.status === 'error') {
      return (
        <div className={styles.stack}>
          <InlineAlert>{errorText(state.error, t('connectivityChannels.loadFailed'))}</InlineAlert>
          <div>
            <Button variant="secondary" onClick={() => void load()}>
              {t('connectivityChannels.retry')}
            </Button>
          </div>
        </div>
      )
    }
    return (
      <p role="status" aria-busy="true" className={styles.hint}>
        {t('connectivityChannels.loading')}
      </p>
    )
  }

  const byKey = new Map<string, RecipientConfig>(data.configs.map((c) => [c.eventKey, c]))
  const groups = groupEvents(data.events)
  const sent = data.configs.filter(recipientConfigActive).length
  return (
    <div className={styles.tab}>
      <PageSection
        title={t(`connectivityChannels.${channel}.title`)}
        subtitle={t(`connectivityChannels.${channel}.subtitle`)}
        part={`connectivity-${channel}`}
      >
        <div className={styles.stack}>
          {canWrite ? null : <p className={styles.hint}>{t('connectivityChannels.readOnly')}</p>}
          <p className={styles.hint}>{t('connectivityChannels.summary', { count: sent })}</p>
          {state.status === 'error' ? (
            <InlineAlert>
              {errorText(state.error, t('connectivityChannels.loadFailed'))}
            </InlineAlert>
          ) : null}
          {groups.length === 0 ? (
            <p className={styles.hint}>{t('connectivityChannels.noEvents')}</p>
          ) : null}
          {groups.map((group) => (
            <CategorySection key={group.id} group={group}>
              {group.events.map((event) => {
                const config = byKey.get(event.key)
                return (
                  <RecipientEvent
                    key={`${event.key} ${JSON.stringify(config ?? null)}`}
                    channel={channel}
                    event={event}
                    config={config}
                    canWrite={canWrite}
                    announce={setNews}
                  />
                )
              })}
            </CategorySection>
          ))}
        </div>
      </PageSection>
      <VisuallyHidden>
        <span role="status">{news}</span>
      </VisuallyHidden>
    </div>
  )
}
