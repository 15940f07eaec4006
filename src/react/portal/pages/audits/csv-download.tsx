import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { exportAuditsCsv } from '../../../../api/audits'
import { apiClientAtom } from '../../../../atoms/config'
import { useT } from '../../../i18n/index'
import { Button, InlineAlert } from '../../../ui/index'
import type { AuditCsvColumn, AuditsQuery } from '../../../../api/audits'

/** The CSV's columns: the table's, then the more-info's (spec 001 §2). */
const csvColumns = (t: ReturnType<typeof useT>): AuditCsvColumn[] => [
  { name: 'createdAt', displayName: t('audits.column.time') },
  { name: 'email', displayName: t('audits.column.user') },
  { name: 'action', displayName: t('audits.column.action') },
  { name: 'description', displayName: t('audits.column.description') },
  { name: 'ip', displayName: t('audits.column.ip') },
  { name: 'severity', displayName: t('audits.severity') },
  { name: 'userAgent', displayName: t('audits.userAgent') },
  { name: 'json', displayName: t('audits.json') },
]

/** Saves `text` as the file `audits.csv`. */
const save = (text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'audits.csv'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * "Download CSV": the rows the filters select, streamed from the server, the kilobytes received
 * shown while it downloads; a failure is said beside the button (and only logged otherwise).
 */
export function CsvDownload({ query }: { query: AuditsQuery }) {
  const t = useT()
  const client = useAtomValue(apiClientAtom)
  const [state, setState] = useState<
    { status: 'idle' | 'failed' } | { status: 'downloading'; kib: number }
  >({
    status: 'idle',
  })
  const download = async () => {
    setState({ status: 'downloading', kib: 0 })
    try {
      const text = await exportAuditsCsv(client, {
        columns: csvColumns(t),
        query,
        onProgress: (bytes) => setState({ status: 'downloading', kib: Math.round(bytes / 1024) }),
      })
      save(text)
      setState({ status: 'idle' })
    } catch (error) {
      console.error(error)
      setState({ status: 'failed' })
    }
  }
  return (
    <>
      <Button
        variant="secondary"
        disabled={state.status === 'downloading'}
        onClick={() => void download()}
      >
        {state.status === 'downloading'
          ? t('audits.downloading', { kib: state.kib })
          : t('audits.download')}
      </Button>
      {state.status === 'failed' ? <InlineAlert>{t('audits.downloadFailed')}</InlineAlert> : null}
    </>
  )
}
