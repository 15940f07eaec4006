import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { toApiError } from '../../../../api/index'
import { MFA_PATHS } from '../../../../api/mfa'
import { removeSms } from '../../../../api/mfa-sms'
import { apiClientAtom, sessionAtom } from '../../../../atoms/index'
import { stepUp } from '../../../../atoms/step-up-return'
import { addEnglish } from '../../../../i18n/index'
import { mfaSettings, smsFactor } from '../../../../i18n/messages/en'
import { WIRE_ERROR_CODES } from '../../../../wire/index'
import { FACTOR_REMOVAL_MAX_AGE } from '../../../../wire/step-up'
import { useT } from '../../../i18n/index'
import { Button, ConfirmDialog, InlineAlert, Panel, Spinner, useStyles } from '../../../ui/index'
import { mfaSettingsStyles } from './mfa-settings.styles'
import { SmsAddDialog } from './sms-add-dialog'
import { useMfaDevices } from './use-mfa-devices'

addEnglish(mfaSettings)
addEnglish(smsFactor)

/** Whether the vendor offers texted codes (null until known). */
function useSmsOffered(signedIn: boolean): boolean | null {
  const client = useAtomValue(apiClientAtom)
  const [offered, setOffered] = useState<boolean | null>(null)
  useEffect(() => {
    if (!signedIn) return
    let live = true
    client
      .get<{ strategies?: { strategy: string; isActive: boolean }[] }>(MFA_PATHS.strategies)
      .then(
        ({ strategies }) =>
          live && setOffered(strategies?.some((s) => s.strategy === 'SMS' && s.isActive) ?? false),
        () => live && setOffered(false),
      )
    return () => {
      live = false
    }
  }, [client, signedIn])
  return offered
}

/**
 * "Text-message codes" on the privacy page: the numbers that receive a sign-in code, adding one
 * (a texted code confirms it; the first factor shows the recovery code) and removing one after
 * a step-up (spec §4.4: the server answers ER-FOYER-1030 unless the session's second factor is
 * recent; the page goes to the box's step-up route and comes back). `viewOnly` (field `mfa`)
 * lists the numbers without the controls.
 */
export default function SmsSection({ appearance }: { appearance: 'edit' | 'viewOnly' }) {
  const t = useT()
  const styles = useStyles(mfaSettingsStyles)
  const client = useAtomValue(apiClientAtom)
  const session = useAtomValue(sessionAtom)
  const signedIn = session.status === 'signed-in'
  const devices = useMfaDevices(signedIn)
  const offered = useSmsOffered(signedIn)
  const [adding, setAdding] = useState(false)
  const [removing, setRemoving] = useState<{ id: string; phoneNumber: string } | null>(null)
  const [pending, setPending] = useState(false)
  const [removeError, setRemoveError] = useState<string | null>(null)
  const [notice, setNotice] = useState('')
  const editable = appearance === 'edit'
  if (session.status === 'signed-out') return null
  const phones = devices.status === 'ready' ? devices.devices.phones : []

  const remove = async () => {
    if (!removing) return
    setPending(true)
    setRemoveError(null)
    try {
      await removeSms(client, removing.id)
      setNotice(t('smsFactor.settings.removed', { phone: removing.phoneNumber }))
      setRemoving(null)
      devices.reload()
    } catch (error) {
      const failure = toApiError(error)
      if (failure.errorCode === WIRE_ERROR_CODES.stepUpRequired) {
        stepUp({ maxAge: FACTOR_REMOVAL_MAX_AGE })
        return
      }
      setRemoveError(t('smsFactor.settings.failed'))
    } finally {
      setPending(false)
    }
  }

  return (
    <Panel
      title={t('smsFactor.settings.title')}
      subtitle={
        offered === false && phones.length === 0
          ? t('smsFactor.settings.off')
          : t('smsFactor.settings.subtitle')
      }
      part="privacy-sms"
      tools={
        editable && offered && devices.status === 'ready' ? (
          <Button
            onClick={() => {
              setNotice('')
              setAdding(true)
            }}
          >
            {t('smsFactor.settings.add')}
          </Button>
        ) : null
      }
    >
      {() => (
        <>
          {devices.status === 'loading' || !signedIn ? (
            <p className={styles.status} role="status">
              <Spinner /> {t('smsFactor.settings.loading')}
            </p>
          ) : null}
          {devices.status === 'error' ? (
            <div className={styles.status}>
              <InlineAlert>{t('smsFactor.settings.loadFailed')}</InlineAlert>
              <Button variant="secondary" onClick={devices.reload}>
                {t('smsFactor.settings.retry')}
              </Button>
            </div>
          ) : null}
          {devices.status === 'ready' && phones.length === 0 && offered ? (
            <p className={styles.text}>{t('smsFactor.settings.none')}</p>
          ) : null}
          {phones.length > 0 ? (
            <ul className={styles.list}>
              {phones.map((phone) => (
                <li key={phone.id} className={styles.row}>
                  <span className={styles.name} dir="ltr">
                    {phone.phoneNumber}
                  </span>
                  {editable ? (
                    <Button
                      variant="secondary"
                      aria-label={t('smsFactor.settings.removeLabel', { phone: phone.phoneNumber })}
                      onClick={() => {
                        setNotice('')
                        setRemoveError(null)
                        setRemoving(phone)
                      }}
                    >
                      {t('smsFactor.settings.remove')}
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
              <SmsAddDialog
                open={adding}
                onClose={() => setAdding(false)}
                onAdded={(phone) => {
                  setNotice(t('smsFactor.settings.added', { phone }))
                  devices.reload()
                }}
              />
              <ConfirmDialog
                open={removing !== null}
                title={t('smsFactor.settings.removeLabel', { phone: removing?.phoneNumber ?? '' })}
                message={t('smsFactor.settings.removeBody')}
                confirmLabel={t('smsFactor.settings.remove')}
                danger
                pending={pending}
                error={removeError}
                onConfirm={() => void remove()}
                onCancel={() => setRemoving(null)}
              />
            </>
          ) : null}
        </>
      )}
    </Panel>
  )
}
