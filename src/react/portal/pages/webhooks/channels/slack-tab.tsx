import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import {
  postSlackCodeMutation,
  slackChannelsLoader,
  slackTabLoader,
} from '../../../../../atoms/connectivity-channels'
import { sessionKeyAtom } from '../../../../../atoms/index'
import { addEnglish } from '../../../../../i18n/index'
import { connectivityChannels } from '../../../../../i18n/messages/en'
import { PartWords, useT } from '../../../../i18n/index'
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
import { CategorySection, CHANNELS_WRITE } from './recipients-tab'
import { SlackEventRow, slackEventState } from './slack-event'
import { forgetSlackReturn, readSlackReturn, startSlackOAuth } from './slack-oauth'

addEnglish(connectivityChannels)

/**
 * The Slack tab: "Add to Slack" sends the admin to Slack's consent page; Slack sends them back here
 * with a code, which the tab posts once (its OAuth state checked) to install the app. Installed,
 * each event of the catalogue gets its channels and its switch, and shows whether it is posted.
 */
function SlackTabBody() {
  const styles = useStyles(channelsStyles)
  const t = useT()
  const errorText = useErrorText()
  const sessionKey = useAtomValue(sessionKeyAtom)
  const state = useAtomValue(slackTabLoader.stateAtom)
  const load = useSetAtom(slackTabLoader.loadAtom)
  const channels = useAtomValue(slackChannelsLoader.stateAtom)
  const loadChannels = useSetAtom(slackChannelsLoader.loadAtom)
  const install = useSetAtom(postSlackCodeMutation.runAtom)
  const installing = useAtomValue(postSlackCodeMutation.stateAtom)
  const canWrite = usePermission(CHANNELS_WRITE)
  const [news, setNews] = useState('')
  const [back] = useState(readSlackReturn)
  const returned = useRef(false)
  const mismatch = back !== null && !back.matches
  const installed = state.data?.configuration.installed ?? false

  useEffect(() => {
    if (sessionKey === null) return
    void load()
    if (returned.current || !back) return
    returned.current = true
    forgetSlackReturn()
    if (back.matches) void install(back.code)
  }, [sessionKey, load, install, back])

  useEffect(() => {
    if (sessionKey !== null && installed) void loadChannels()
  }, [sessionKey, installed, loadChannels])

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

  const { application, configuration } = data
  const subscriptions = configuration.slackSubscriptions
  // Spec §4.8: the channel is active when any of its events is posted.
  const sent = data.events.filter(
    (event) => slackEventState(subscriptions, event.key).active,
  ).length
  return (
    <div className={styles.tab}>
      <PageSection
        title={t('connectivityChannels.slack.title')}
        subtitle={t('connectivityChannels.slack.subtitle')}
        part="connectivity-slack"
      >
        <div className={styles.stack}>
          {canWrite ? null : <p className={styles.hint}>{t('connectivityChannels.readOnly')}</p>}
          {installing.status === 'pending' ? (
            <p role="status" className={styles.hint}>
              {t('connectivityChannels.slack.installing')}
            </p>
          ) : null}
          {installing.status === 'error' ? (
            <InlineAlert>
              {errorText(installing.error, t('connectivityChannels.slack.installFailed'))}
            </InlineAlert>
          ) : null}
          {mismatch ? (
            <InlineAlert>{t('connectivityChannels.slack.stateMismatch')}</InlineAlert>
          ) : null}
          {installed ? (
            <p className={styles.hint}>
              {t('connectivityChannels.slack.connected', {
                team: configuration.teamName || configuration.teamId,
              })}
            </p>
          ) : application.configured ? (
            <>
              <p className={styles.hint}>{t('connectivityChannels.slack.notInstalled')}</p>
              <div>
                <Button
                  disabled={!canWrite || installing.status === 'pending'}
                  onClick={() => startSlackOAuth(application)}
                >
                  {t('connectivityChannels.slack.add')}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.hint}>{t('connectivityChannels.slack.notConfigured')}</p>
          )}
        </div>
      </PageSection>
      {installed ? (
        <PageSection
          title={t('connectivityChannels.slack.channels')}
          part="connectivity-slack-events"
        >
          <div className={styles.stack}>
            <p className={styles.hint}>{t('connectivityChannels.summary', { count: sent })}</p>
            {channels.status === 'error' ? (
              <>
                <InlineAlert>
                  {errorText(channels.error, t('connectivityChannels.slack.channelsFailed'))}
                </InlineAlert>
                <div>
                  <Button variant="secondary" onClick={() => void loadChannels()}>
                    {t('connectivityChannels.retry')}
                  </Button>
                </div>
              </>
            ) : null}
            {channels.data?.length === 0 ? (
              <p className={styles.hint}>{t('connectivityChannels.slack.noChannels')}</p>
            ) : null}
            {channels.data === null && channels.status !== 'error' ? (
              <p role="status" aria-busy="true" className={styles.hint}>
                {t('connectivityChannels.loading')}
              </p>
            ) : null}
            {groupEvents(data.events).map((group) => (
              <CategorySection key={group.id} group={group}>
                {group.events.map((event) => (
                  <SlackEventRow
                    key={`${event.key} ${JSON.stringify(slackEventState(subscriptions, event.key))}`}
                    event={event}
                    subscriptions={subscriptions}
                    channels={channels.data ?? []}
                    canWrite={canWrite}
                    announce={setNews}
                  />
                ))}
              </CategorySection>
            ))}
          </div>
        </PageSection>
      ) : null}
      <VisuallyHidden>
        <span role="status">{news}</span>
      </VisuallyHidden>
    </div>
  )
}

/** The Connectivity page's Slack tab (wire §5.21 rows 1-7), once its words are there. */
export default function SlackTab() {
  return (
    <PartWords part="connectivityChannels">
      <SlackTabBody />
    </PartWords>
  )
}
