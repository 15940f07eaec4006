import { Badge } from '../../../ui/index'
import { fullDateTime, relativeTime } from '../../../widgets/users-table/format-time'
import { parseUserAgent } from './user-agent'
import type { SessionInfo } from '../../../../api/sessions'
import type { Translate } from '../../../i18n/index'
import type { DataColumn } from '../../../ui/index'
import type { sessionsStyles } from './sessions.styles'

/** What the cells need besides the session. */
export interface SessionCellContext {
  t: Translate
  locale: string | undefined
  now: number
  styles: ReturnType<typeof sessionsStyles>
}

/** "Chrome on macOS", "Safari", "macOS", or "Unknown device": how a session is named, also to screen readers. */
export function deviceName(session: SessionInfo, t: Translate): string {
  const { browser, os } = parseUserAgent(session.userAgent)
  if (browser && os) return t('sessions.device.browserOnSystem', { browser, os })
  return browser ?? os ?? t('sessions.device.unknown')
}

function Device({ session, context }: { session: SessionInfo; context: SessionCellContext }) {
  const { t, styles } = context
  const { kind } = parseUserAgent(session.userAgent)
  return (
    <div className={styles.device}>
      <span className={styles.deviceName} title={session.userAgent}>
        {deviceName(session, t)}
      </span>
      <span className={styles.deviceKind}>{t(`sessions.kind.${kind}`)}</span>
      {session.current ? <Badge tone="success">{t('sessions.current')}</Badge> : null}
    </div>
  )
}

/** The sessions table's columns: the device (the current one marked), its address, when it signed in. */
export function sessionColumns(context: SessionCellContext): DataColumn<SessionInfo>[] {
  const { t, styles, locale, now } = context
  return [
    {
      id: 'device',
      header: t('sessions.column.device'),
      cell: (session) => <Device session={session} context={context} />,
    },
    {
      id: 'ip',
      header: t('sessions.column.ip'),
      fold: true,
      cell: (session) =>
        session.ipAddress ? (
          <span className={styles.ip} dir="ltr">
            {session.ipAddress}
          </span>
        ) : (
          <span className={styles.muted}>{t('sessions.unknownIp')}</span>
        ),
    },
    {
      id: 'signedIn',
      header: t('sessions.column.signedIn'),
      fold: true,
      nowrap: true,
      cell: (session) => (
        <time dateTime={session.createdAt} title={fullDateTime(session.createdAt, locale)}>
          {relativeTime(session.createdAt, now, locale) ?? t('sessions.unknownDate')}
        </time>
      ),
    },
  ]
}
