import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState } from 'react'
import { bulkAddIpMutation } from '../../../../../atoms/ip-restrictions'
import { isIpEntry } from '../../../../../wire/ip-entry'
import { useT } from '../../../../i18n/index'
import {
  Button,
  controlStyles,
  Dialog,
  InlineAlert,
  Select,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { ipRestrictionsStyles } from './ip-restrictions.styles'
import type { IpStrategy, NewIpRestriction } from '../../../../../api/ip-restrictions'

/** Props of {@link IpBulkDialog}. */
export interface IpBulkDialogProps {
  open: boolean
  onClose: () => void
}

/** Lines of `text` as entries, or the first bad line (1-based) and what it says. */
const parseLines = (
  text: string,
  strategy: IpStrategy,
): { entries: NewIpRestriction[] } | { line: number; text: string } => {
  const entries: NewIpRestriction[] = []
  const lines = text.split('\n')
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim()
    if (line === '') continue
    const [ip = '', ...rest] = line.split(/\s+/)
    if (!isIpEntry(ip)) return { line: index + 1, text: ip }
    entries.push({ ip, strategy, description: rest.join(' ').slice(0, 200) })
  }
  return { entries }
}

/** "Add several addresses": one a line, all to one list, all or none. */
export function IpBulkDialog({ open, onClose }: IpBulkDialogProps) {
  const t = useT()
  const styles = useStyles(ipRestrictionsStyles)
  const controls = useStyles(controlStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const run = useSetAtom(bulkAddIpMutation.runAtom)
  const state = useAtomValue(bulkAddIpMutation.stateAtom)
  const [text, setText] = useState('')
  const [strategy, setStrategy] = useState<IpStrategy>('ALLOW')
  const [error, setError] = useState<string | null>(null)
  const fieldId = useId()
  const pending = state.status === 'pending'

  const submit = async () => {
    const parsed = parseLines(text, strategy)
    if ('line' in parsed) {
      setError(t('securityIp.bulk.invalid', { line: parsed.line, text: parsed.text }))
      return
    }
    if (parsed.entries.length === 0) return setError(t('securityIp.bulk.required'))
    if (parsed.entries.length > 100) return setError(t('securityIp.bulk.tooMany'))
    setError(null)
    const count = await run(parsed.entries)
    if (count !== undefined) {
      toast(t('securityIp.bulk.added', { count }))
      setText('')
      onClose()
    }
  }

  const failure =
    error ?? (state.status === 'error' ? errorText(state.error, t('securityIp.saveFailed')) : null)
  return (
    <Dialog
      open={open}
      title={t('securityIp.bulk.title')}
      onClose={onClose}
      busy={pending}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('securityIp.bulk.cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={pending}>
            {t('securityIp.bulk.submit')}
          </Button>
        </>
      }
    >
      <div className={styles.section}>
        <label className={controls.label} htmlFor={fieldId}>
          {t('securityIp.bulk.ips')}
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          className={`${controls.input} ${styles.textarea}`}
          value={text}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={failure ? `${fieldId}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Select<IpStrategy>
          label={t('securityIp.add.list')}
          value={strategy}
          options={[
            { value: 'ALLOW', label: t('securityIp.list.ALLOW') },
            { value: 'BLOCK', label: t('securityIp.list.BLOCK') },
          ]}
          onChange={setStrategy}
        />
        {failure ? <InlineAlert id={`${fieldId}-error`}>{failure}</InlineAlert> : null}
      </div>
    </Dialog>
  )
}
