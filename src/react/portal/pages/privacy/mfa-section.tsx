import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { sessionAtom } from '../../../../atoms/index'
import { addEnglish } from '../../../../i18n/index'
import { mfaSettings } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import { Badge, Button, InlineAlert, Panel, Spinner, useStyles } from '../../../ui/index'
import { MfaEnrolDialog } from './mfa-enrol-dialog'
import { MfaRemoveDialog } from './mfa-remove-dialog'
import { mfaSettingsStyles } from './mfa-settings.styles'
import { useMfaDevices } from './use-mfa-devices'

addEnglish(mfaSettings)

/**
 * "Two-factor authentication" on the privacy page: whether it is on, the authenticator apps,
 * adding one (QR code, first code, recovery code) and removing one (after a fresh code). With the
 * host's `viewOnly` (field `mfa`) the state shows without the controls. Its props are the privacy
 * page's `PrivacySectionProps`.
 */
export function MfaSection({ appearance }: { appearance: 'edit' | 'viewOnly' }) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const session = useAtomValue(sessionAtom)
  const signedIn = session.status === 'signed-in'
  const devices = useMfaDevices(signedIn)
  const [enrolling, setEnrolling] = useState(false)
  const [removing, setRemoving] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const editable = appearance === 'edit'

  if (session.status === 'signed-out')
    return (
      <Panel
        title={t('mfaSettings.title')}
        subtitle={t('mfaSettings.signedOut')}
        part="privacy-mfa"
      >
        {() => null}
      </Panel>
    )

  const apps = devices.status === 'ready' ? devices.devices.authenticators : []
  const on = apps.length > 0
  const subtitle =
    devices.status === 'ready'
      ? on
        ? t('mfaSettings.subtitleOn')
        : t('mfaSettings.subtitleOff')
      : undefined
  const name = (index: number) =>
    apps.length > 1 ? t('mfaSettings.appNumber', { number: index + 1 }) : t('mfaSettings.app')

  return (
    <Panel
      title={t('mfaSettings.title')}
      subtitle={subtitle}
      part="privacy-mfa"
      tools={
        editable && devices.status === 'ready' && !on ? (
          <Button
            onClick={() => {
              setNotice('')
              setEnrolling(true)
            }}
          >
            {t('mfaSettings.add')}
          </Button>
        ) : null
      }
    >
      {() => (
        <>
          {devices.status === 'loading' || !signedIn ? (
            <p className={styles.status} role="status">
              <Spinner /> {t('mfaSettings.loading')}
            </p>
          ) : null}
          {devices.status === 'error' ? (
            <div className={styles.status}>
              <InlineAlert>{t('mfaSettings.loadFailed')}</InlineAlert>
              <Button variant="secondary" onClick={devices.reload}>
                {t('mfaSettings.retry')}
              </Button>
            </div>
          ) : null}
          {on ? (
            <ul className={styles.list}>
              {apps.map((app, index) => (
                <li key={app.id} className={styles.row}>
                  <span className={styles.name}>
                    {name(index)} <Badge tone="success">{t('mfaSettings.on')}</Badge>
                  </span>
                  {editable ? (
                    <Button
                      variant="secondary"
                      aria-label={t('mfaSettings.removeLabel', { name: name(index) })}
                      onClick={() => {
                        setNotice('')
                        setRemoving(app.id)
                      }}
                    >
                      {t('mfaSettings.remove')}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <p className={styles.notice} role="status">
            {notice}
          </p>
          {editable ? (
            <>
              <MfaEnrolDialog
                open={enrolling}
                onClose={() => setEnrolling(false)}
                onEnrolled={() => {
                  setNotice(t('mfaSettings.added'))
                  devices.reload()
                }}
              />
              <MfaRemoveDialog
                deviceId={removing}
                onCancel={() => setRemoving(null)}
                onRemoved={() => {
                  setRemoving(null)
                  setNotice(t('mfaSettings.removed'))
                  devices.reload()
                }}
              />
            </>
          ) : null}
        </>
      )}
    </Panel>
  )
}
