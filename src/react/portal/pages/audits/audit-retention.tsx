import { useAtomValue } from 'jotai'
import { useEffect, useId, useState } from 'react'
import { getAuditRetention, saveAuditRetention } from '../../../../api/audits'
import { apiClientAtom } from '../../../../atoms/config'
import { sessionKeyAtom } from '../../../../atoms/session-key'
import { useT } from '../../../i18n/index'
import {
  Button,
  InlineAlert,
  Panel,
  TextField,
  usePermission,
  useStyles,
  useToast,
} from '../../../ui/index'
import { auditsStyles } from './audits.styles'

/** The longest retention the server takes (ten years). */
const MAX_DAYS = 3650

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; days: number }

/**
 * How many days the tenant keeps its audit rows: a field and Save for members who may edit the
 * account settings (a toast says it is saved), the days and the reason in a sentence otherwise.
 */
export function AuditRetention() {
  const t = useT()
  const styles = useStyles(auditsStyles)
  const toast = useToast()
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionKeyAtom)
  const canWrite = usePermission('fe.secure.write.accountSettings')
  // What was loaded, and for which session: another session's answer shows as loading.
  const [cell, setCell] = useState<{ session: unknown; loaded: Loaded }>({
    session: null,
    loaded: { status: 'loading' },
  })
  const loaded: Loaded = cell.session === session ? cell.loaded : { status: 'loading' }
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const helpId = useId()
  useEffect(() => {
    if (session === null) return
    let live = true
    getAuditRetention(client).then(
      (days) => {
        if (!live) return
        setCell({ session, loaded: { status: 'ready', days } })
        setText(String(days))
      },
      () => {
        if (live) setCell({ session, loaded: { status: 'failed' } })
      },
    )
    return () => {
      live = false
    }
  }, [client, session])
  const save = async () => {
    const days = Number(text.trim())
    if (text.trim() === '' || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
      setError(t('audits.retention.bad'))
      return
    }
    setError(null)
    setSaving(true)
    try {
      const saved = await saveAuditRetention(client, days)
      setCell({ session, loaded: { status: 'ready', days: saved } })
      toast(t('audits.retention.saved', { days: saved }))
    } catch {
      setError(t('audits.retention.failed'))
    } finally {
      setSaving(false)
    }
  }
  const body =
    loaded.status === 'loading' ? (
      <p className={styles.note}>{t('audits.retention.loading')}</p>
    ) : loaded.status === 'failed' ? (
      <InlineAlert>{t('audits.retention.loadFailed')}</InlineAlert>
    ) : canWrite ? (
      <form
        className={styles.retention}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        <TextField
          label={t('audits.retention.days')}
          type="number"
          name="days"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          value={text}
          error={error}
          aria-describedby={helpId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={helpId} className={styles.muted}>
          {t('audits.retention.help')}
        </p>
        <div>
          <Button type="submit" disabled={saving}>
            {t('audits.retention.save')}
          </Button>
        </div>
      </form>
    ) : (
      <p className={styles.note}>{t('audits.retention.readOnly', { days: loaded.days })}</p>
    )
  return (
    <Panel title={t('audits.retention.title')} part="audits-retention">
      {() => body}
    </Panel>
  )
}
