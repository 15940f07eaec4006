import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { addIpMutation } from '../../../../../atoms/ip-restrictions'
import { isIpEntry } from '../../../../../wire/ip-entry'
import { useT } from '../../../../i18n/index'
import {
  Button,
  InlineAlert,
  Select,
  TextField,
  useErrorText,
  useStyles,
  useToast,
} from '../../../../ui/index'
import { ipRestrictionsStyles } from './ip-restrictions.styles'
import type { IpStrategy } from '../../../../../api/ip-restrictions'

/** Props of {@link IpAddForm}. */
export interface IpAddFormProps {
  /** Opens the bulk dialog. */
  onBulk: () => void
}

/**
 * Adds one address or CIDR range to the allow or block list, checked as it is typed once the
 * field was left (the server has the last word: a duplicate comes back as a 409). What was typed
 * stays until the server took it.
 */
export function IpAddForm({ onBulk }: IpAddFormProps) {
  const t = useT()
  const styles = useStyles(ipRestrictionsStyles)
  const errorText = useErrorText()
  const toast = useToast()
  const add = useSetAtom(addIpMutation.runAtom)
  const state = useAtomValue(addIpMutation.stateAtom)
  const [ip, setIp] = useState('')
  const [description, setDescription] = useState('')
  const [strategy, setStrategy] = useState<IpStrategy>('ALLOW')
  const [touched, setTouched] = useState(false)

  const ipError = (() => {
    if (!touched) return null
    if (ip.trim() === '') return t('securityIp.add.required')
    return isIpEntry(ip) ? null : t('securityIp.add.invalid')
  })()
  const serverError = (() => {
    if (state.status !== 'error') return null
    if (state.error?.status === 409) return t('securityIp.add.duplicate')
    return errorText(state.error, t('securityIp.saveFailed'))
  })()

  const submit = async () => {
    setTouched(true)
    if (ip.trim() === '' || !isIpEntry(ip)) return
    const entry = { ip: ip.trim(), strategy, description: description.trim() }
    if (await add(entry)) {
      toast(t('securityIp.added', { ip: entry.ip }))
      setIp('')
      setDescription('')
      setTouched(false)
    }
  }

  return (
    <form
      className={styles.section}
      aria-labelledby="ip-add-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h3 id="ip-add-heading" className={styles.heading}>
        {t('securityIp.add.title')}
      </h3>
      <div className={styles.row}>
        <TextField
          label={t('securityIp.add.ip')}
          name="ip"
          value={ip}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          placeholder={t('securityIp.add.ipHint')}
          error={ipError}
          onChange={(event) => setIp(event.target.value)}
          onBlur={() => setTouched(ip !== '' || touched)}
        />
        <TextField
          label={t('securityIp.add.description')}
          name="description"
          value={description}
          maxLength={200}
          onChange={(event) => setDescription(event.target.value)}
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
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={state.status === 'pending'}>
          {t('securityIp.add.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onBulk}>
          {t('securityIp.bulk.open')}
        </Button>
      </div>
      {serverError ? <InlineAlert>{serverError}</InlineAlert> : null}
    </form>
  )
}
