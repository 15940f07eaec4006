import { useAtomValue, useSetAtom } from 'jotai'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { sessionAtom } from '../../../../atoms/index'
import {
  endOtherSessionsMutation,
  endSessionMutation,
  mySessionsList,
} from '../../../../atoms/sessions'
import { addEnglish } from '../../../../i18n/index'
import { sessions as sessionsEnglish } from '../../../../i18n/messages/en'
import { useI18n } from '../../../i18n/index'
import { Button, DataTable, Panel, useNow, useStyles, useToast } from '../../../ui/index'
import { focusSectionHeading } from '../../focus-heading'
import { EndSessionsDialog } from './end-sessions-dialog'
import { deviceName, sessionColumns } from './session-columns'
import { sessionsStyles } from './sessions.styles'
import type { SessionInfo } from '../../../../api/sessions'
import type { Ending } from './end-sessions-dialog'
import type { PrivacySectionProps } from './privacy-sections'

addEnglish(sessionsEnglish)

/**
 * "Where you're signed in": the user's sessions (browser and system, address, when), this device
 * marked; end one, or every other one, each after a confirmation. With the host's `viewOnly` the list
 * shows without those controls.
 */
export function SessionsSection({ appearance }: PrivacySectionProps) {
  const styles = useStyles(sessionsStyles)
  const { t, formatLocale } = useI18n()
  const toast = useToast()
  const now = useNow(60_000)
  const body = useRef<HTMLDivElement>(null)
  const session = useAtomValue(sessionAtom)
  const list = useAtomValue(mySessionsList.stateAtom)
  const reload = useSetAtom(mySessionsList.reloadAtom)
  const resetOne = useSetAtom(endSessionMutation.resetAtom)
  const resetOthers = useSetAtom(endOtherSessionsMutation.resetAtom)
  const [ending, setEnding] = useState<Ending | null>(null)
  const [refocus, setRefocus] = useState(0)
  const columns = useMemo(
    () => sessionColumns({ t, styles, locale: formatLocale, now }),
    [t, styles, formatLocale, now],
  )
  const editable = appearance === 'edit'
  const signedIn = session.status === 'signed-in'
  const others = list.items.filter((item) => !item.current).length

  // After the dialog's own effect has closed it (a parent's effects run after its children's).
  useLayoutEffect(() => {
    if (refocus > 0) focusSectionHeading(body.current)
  }, [refocus])

  const open = (next: Ending) => {
    resetOne()
    resetOthers()
    setEnding(next)
  }

  const ended = (target: Ending) => {
    setEnding(null)
    setRefocus((count) => count + 1)
    toast(
      target.kind === 'one'
        ? t('sessions.ended', { device: deviceName(target.session, t) })
        : t('sessions.othersEnded', { count: target.count }),
    )
  }

  const endButton = (item: SessionInfo) =>
    item.current ? null : (
      <Button
        variant="ghost"
        aria-label={t('sessions.endOneLabel', {
          device: deviceName(item, t),
          ip: item.ipAddress ?? t('sessions.unknownIp'),
        })}
        onClick={() => open({ kind: 'one', session: item })}
      >
        {t('sessions.endOne')}
      </Button>
    )

  if (session.status === 'signed-out')
    return (
      <Panel title={t('sessions.title')} subtitle={t('sessions.signedOut')} part="privacy-sessions">
        {() => null}
      </Panel>
    )

  return (
    <Panel
      title={t('sessions.title')}
      subtitle={t('sessions.subtitle')}
      part="privacy-sessions"
      tools={
        editable && signedIn && others > 0 ? (
          <Button variant="secondary" onClick={() => open({ kind: 'others', count: others })}>
            {t('sessions.endOthers')}
          </Button>
        ) : null
      }
    >
      {(titleId) => (
        <div ref={body}>
          <DataTable
            labelledBy={titleId}
            columns={columns}
            rows={list.items}
            rowKey={(item) => item.id}
            rowLabel={(item) => deviceName(item, t)}
            status={signedIn ? list.status : 'loading'}
            error={list.error?.status === 403 ? t('sessions.forbidden') : t('sessions.loadFailed')}
            onRetry={() => void reload()}
            empty={t('sessions.empty')}
            rowActions={editable ? endButton : undefined}
          />
          <EndSessionsDialog
            ending={ending}
            onCancel={() => setEnding(null)}
            onEnded={ended}
            onGone={() => void reload()}
          />
        </div>
      )}
    </Panel>
  )
}
