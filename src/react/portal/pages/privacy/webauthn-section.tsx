import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { toApiError } from '../../../../api/index'
import {
  confirmKeyEnrolment,
  keysAllowed,
  removeKey,
  startKeyEnrolment,
  startKeyRemoval,
} from '../../../../api/mfa-webauthn'
import { apiClientAtom, sessionAtom } from '../../../../atoms/index'
import { passkeyFailure, passkeysSupported } from '../../../../atoms/passkeys'
import { addEnglish } from '../../../../i18n/index'
import { mfaWebauthn, mfaWebauthnSettings } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import { Badge, Button, InlineAlert, Panel, Spinner, useStyles } from '../../../ui/index'
import { useReverify } from '../../reverify/use-reverify'
import { mfaSettingsStyles } from './mfa-settings.styles'
import { useMfaDevices } from './use-mfa-devices'
import { LostKeyDialog } from './webauthn-lost-key'
import type { MfaDevices } from '../../../../api/mfa'
import type { PrivacySectionProps } from './privacy-sections'
import type { LostKey } from './webauthn-lost-key'

addEnglish(mfaWebauthn)
addEnglish(mfaWebauthnSettings)

type Key = MfaDevices['webauthn'][number]
type Problem = 'cancelled' | 'exists' | 'unsupported' | 'failed' | 'removeFailed' | null

/**
 * "Security keys" on the privacy page, beside the authenticator app: the user's WebAuthn second
 * factors (security keys and this device's authenticator), adding one with the browser's
 * ceremony (the recovery code of a first factor shown once), and removing one after that very
 * key confirms it, or, for a lost key, after a step-up with another factor. With the host's
 * `viewOnly` (field `mfa`) the list alone.
 */
export default function WebauthnSection({ appearance }: PrivacySectionProps) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionAtom)
  const signedIn = session.status === 'signed-in'
  const devices = useMfaDevices(signedIn)
  const [busy, setBusy] = useState<string | null>(null)
  const [problem, setProblem] = useState<Problem>(null)
  const [notice, setNotice] = useState('')
  const [recoveryCode, setRecoveryCode] = useState('')
  const [allowed, setAllowed] = useState(false)
  const [lost, setLost] = useState<LostKey | null>(null)
  const reverify = useReverify()
  useEffect(() => {
    let live = true
    keysAllowed(client).then(
      (answer) => live && setAllowed(answer),
      () => live && setAllowed(false),
    )
    return () => {
      live = false
    }
  }, [client])
  const editable = appearance === 'edit' && allowed && passkeysSupported()
  // A lost key is removed without a ceremony: no browser WebAuthn nor vendor switch needed.
  const removable = appearance === 'edit'

  if (session.status === 'signed-out')
    return (
      <Panel
        title={t('mfaWebauthnSettings.title')}
        subtitle={t('mfaWebauthnSettings.signedOut')}
        part="privacy-webauthn"
      >
        {() => null}
      </Panel>
    )

  const keys = devices.status === 'ready' ? devices.devices.webauthn : []
  // Keys not allowed and none enrolled: nothing to show or do here.
  if (!allowed && keys.length === 0) return null
  const label = (key: Key) =>
    key.name ||
    t(key.deviceType === 'Platform' ? 'mfaWebauthn.platform' : 'mfaWebauthn.crossPlatform')
  const stopped = (error: unknown, otherwise: Problem) => {
    const { problem: kind } = passkeyFailure(error)
    setProblem(kind === 'refused' ? otherwise : kind)
  }

  const add = async () => {
    setBusy('add')
    setProblem(null)
    setNotice('')
    try {
      const { webauthnToken, options } = await startKeyEnrolment(client)
      const answer = await startRegistration({ optionsJSON: options })
      const enrolled = await confirmKeyEnrolment(client, webauthnToken, answer)
      setRecoveryCode(enrolled.recoveryCode ?? '')
      setNotice(t('mfaWebauthnSettings.added'))
      devices.reload()
    } catch (error) {
      // A session too old to add a factor: confirm it is you, then the key is asked for again.
      if (reverify.ask(toApiError(error), add)) return
      stopped(error, 'failed')
    } finally {
      setBusy(null)
    }
  }

  const remove = async (key: Key) => {
    setBusy(key.id)
    setProblem(null)
    setNotice('')
    try {
      const { webauthnToken, options } = await startKeyRemoval(client, key.id)
      const answer = await startAuthentication({ optionsJSON: options })
      await removeKey(client, key.id, { webauthnToken, answer })
      setNotice(t('mfaWebauthnSettings.removed'))
      devices.reload()
    } catch (error) {
      stopped(error, 'removeFailed')
    } finally {
      setBusy(null)
    }
  }

  const problemText =
    problem === 'cancelled'
      ? t('mfaWebauthn.cancelled')
      : problem === 'exists'
        ? t('mfaWebauthn.exists')
        : problem === 'unsupported'
          ? t('mfaWebauthn.unsupported')
          : problem === 'removeFailed'
            ? t('mfaWebauthnSettings.removeFailed')
            : problem === 'failed'
              ? t('mfaWebauthnSettings.failed')
              : null

  return (
    <Panel
      title={t('mfaWebauthnSettings.title')}
      subtitle={t('mfaWebauthnSettings.subtitle')}
      part="privacy-webauthn"
      tools={
        editable && devices.status === 'ready' ? (
          <Button variant="secondary" loading={busy === 'add'} onClick={() => void add()}>
            {t('mfaWebauthnSettings.add')}
          </Button>
        ) : null
      }
    >
      {() => (
        <div className={styles.body}>
          {devices.status === 'loading' || !signedIn ? (
            <p className={styles.status} role="status">
              <Spinner /> {t('mfaWebauthnSettings.loading')}
            </p>
          ) : null}
          {devices.status === 'error' ? (
            <div className={styles.status}>
              <InlineAlert>{t('mfaWebauthnSettings.loadFailed')}</InlineAlert>
              <Button variant="secondary" onClick={devices.reload}>
                {t('mfaWebauthnSettings.retry')}
              </Button>
            </div>
          ) : null}
          {problemText ? <InlineAlert>{problemText}</InlineAlert> : null}
          {devices.status === 'ready' && keys.length === 0 ? (
            <p className={styles.text}>{t('mfaWebauthnSettings.empty')}</p>
          ) : null}
          {keys.length > 0 ? (
            <ul className={styles.list}>
              {keys.map((key) => (
                <li key={key.id} className={styles.row}>
                  <span className={styles.name}>
                    {label(key)}{' '}
                    <Badge>
                      {t(
                        key.deviceType === 'Platform'
                          ? 'mfaWebauthn.platform'
                          : 'mfaWebauthn.crossPlatform',
                      )}
                    </Badge>
                  </span>
                  {editable ? (
                    <Button
                      variant="secondary"
                      loading={busy === key.id}
                      aria-label={t('mfaWebauthnSettings.removeLabel', { name: label(key) })}
                      onClick={() => void remove(key)}
                    >
                      {t('mfaWebauthnSettings.remove')}
                    </Button>
                  ) : null}
                  {removable ? (
                    <Button
                      variant="secondary"
                      aria-label={t('webauthnLostKey.openLabel', { name: label(key) })}
                      onClick={() => {
                        setNotice('')
                        setLost({ id: key.id, label: label(key) })
                      }}
                    >
                      {t('webauthnLostKey.open')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          {recoveryCode ? (
            <div className={styles.body}>
              <p className={styles.text}>{t('mfaWebauthnSettings.recovery')}</p>
              <code>{recoveryCode}</code>
            </div>
          ) : null}
          <p className={styles.status} role="status">
            {notice}
          </p>
          <LostKeyDialog
            lost={lost}
            onCancel={() => setLost(null)}
            onRemoved={() => {
              setLost(null)
              setNotice(t('mfaWebauthnSettings.removed'))
              devices.reload()
            }}
          />
          {reverify.prompt}
        </div>
      )}
    </Panel>
  )
}
