import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { toApiError } from '../../../../api/index'
import { sessionAtom } from '../../../../atoms/index'
import {
  addPhoneNumberAtom,
  deletePhoneNumberAtom,
  MAX_PHONE_NUMBERS,
  phoneNumbersList,
  verifyDeletePhoneNumberAtom,
  verifyPhoneNumberAtom,
} from '../../../../atoms/profile'
import { useT } from '../../../i18n/index'
import {
  Badge,
  Button,
  ConfirmDialog,
  InlineAlert,
  Spinner,
  useStyles,
  useToast,
} from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { useFieldAppearance } from '../../portal-context'
import { useReverify } from '../../reverify/use-reverify'
import { AddPhoneDialog } from './add-phone-dialog'
import { leftToRight } from './bidi'
import { CodeDialog } from './code-dialog'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'
import type { PhoneNumber } from '../../../../api/profile'

/** A code on its way: to verify a new number, or to confirm deleting a verified one. */
type CodeStep = { kind: 'verify' | 'delete'; phone: PhoneNumber; otcToken: string }

/**
 * The profile's phone numbers (at most ten): verified or not, which one signs in by SMS, add with a
 * texted code, verify one left unverified, delete (a verified number only with a code sent to it).
 * `phoneNumber` field appearance: hidden removes the section, viewOnly shows the list alone.
 */
export function PhoneNumbersSection() {
  const t = useT()
  const styles = useStyles(profileStyles)
  const toast = useToast()
  const appearance = useFieldAppearance('profile', 'phoneNumber')
  const signInNumber = useAtomValue(sessionAtom).user?.phoneNumber
  const list = useAtomValue(phoneNumbersList.stateAtom)
  const reload = useSetAtom(phoneNumbersList.reloadAtom)
  const addNumber = useSetAtom(addPhoneNumberAtom)
  const verifyNumber = useSetAtom(verifyPhoneNumberAtom)
  const deleteNumber = useSetAtom(deletePhoneNumberAtom)
  const verifyDelete = useSetAtom(verifyDeletePhoneNumberAtom)
  const [adding, setAdding] = useState(false)
  const reverify = useReverify()
  const [code, setCode] = useState<CodeStep | null>(null)
  const [removing, setRemoving] = useState<PhoneNumber | null>(null)
  const [removal, setRemoval] = useState<{ pending: boolean; error: string | null }>({
    pending: false,
    error: null,
  })
  const [actionError, setActionError] = useState<string | null>(null)
  /** The number whose code is being sent again from its row. */
  const [sending, setSending] = useState<string | null>(null)
  if (appearance === 'hidden') return null
  const editable = appearance === 'edit'
  const full = list.items.length >= MAX_PHONE_NUMBERS

  const sendVerify = async (phone: PhoneNumber) => {
    setActionError(null)
    setSending(phone.id)
    try {
      const { otcToken } = await addNumber(phone.phoneNumber)
      setCode({ kind: 'verify', phone, otcToken })
    } catch (error) {
      if (reverify.ask(toApiError(error), () => sendVerify(phone))) return
      setActionError(profileFailure(toApiError(error), [], t).error ?? t('profile.failed'))
    } finally {
      setSending(null)
    }
  }
  const confirmRemove = async () => {
    if (!removing) return
    setRemoval({ pending: true, error: null })
    try {
      const otcToken = await deleteNumber(removing)
      if (otcToken) setCode({ kind: 'delete', phone: removing, otcToken })
      else toast(t('profile.phones.deleted'))
      setRemoving(null)
      setRemoval({ pending: false, error: null })
    } catch (error) {
      if (reverify.ask(toApiError(error), confirmRemove)) {
        setRemoval({ pending: false, error: null })
        return
      }
      const failure = profileFailure(toApiError(error), [], t)
      setRemoval({ pending: false, error: failure.error ?? t('profile.failed') })
    }
  }

  const tools = editable ? (
    <Button
      variant="secondary"
      onClick={() => setAdding(true)}
      disabled={full || list.status === 'loading'}
    >
      {t('profile.phones.add')}
    </Button>
  ) : null
  return (
    <PageSection
      title={t('profile.phones.title')}
      subtitle={t('profile.phones.subtitle')}
      tools={tools}
      part="profile-phone-numbers"
    >
      {list.status === 'loading' || list.status === 'idle' ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('profile.details.loading')}
        </p>
      ) : null}
      {list.status === 'error' ? (
        <InlineAlert>
          {t('profile.phones.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void reload()}>
            {t('profile.retry')}
          </Button>
        </InlineAlert>
      ) : null}
      {actionError ? <InlineAlert>{actionError}</InlineAlert> : null}
      {list.status === 'ready' && list.items.length === 0 ? (
        <p className={styles.status}>{t('profile.phones.empty')}</p>
      ) : null}
      {list.items.length > 0 ? (
        <ul className={styles.list} part="phone-numbers">
          {list.items.map((phone) => (
            <li key={phone.id} className={styles.row} part="phone-number">
              <span className={styles.rowText}>
                <span className={styles.number} dir="ltr">
                  {phone.phoneNumber}
                </span>
                <Badge tone={phone.verified ? 'success' : 'warning'}>
                  {phone.verified ? t('profile.phones.verified') : t('profile.phones.unverified')}
                </Badge>
                {phone.verified && phone.phoneNumber === signInNumber ? (
                  <Badge>{t('profile.phones.signIn')}</Badge>
                ) : null}
              </span>
              {editable ? (
                <span className={styles.actions}>
                  {phone.verified ? null : (
                    <Button
                      variant="ghost"
                      aria-label={t('profile.phones.verifyNumber', { number: phone.phoneNumber })}
                      loading={sending === phone.id}
                      disabled={sending !== null}
                      onClick={() => void sendVerify(phone)}
                    >
                      {t('profile.phones.verify')}
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    aria-label={t('profile.phones.deleteNumber', { number: phone.phoneNumber })}
                    onClick={() => setRemoving(phone)}
                  >
                    {t('profile.phones.delete')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editable && full ? (
        <p className={styles.status}>{t('profile.phones.limit', { max: MAX_PHONE_NUMBERS })}</p>
      ) : null}
      {reverify.prompt}
      <AddPhoneDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSend={async (phoneNumber) => {
          const send = async () => {
            const { otcToken } = await addNumber(phoneNumber)
            setAdding(false)
            const phone = { id: '', phoneNumber, verified: false, createdAt: '', updatedAt: '' }
            setCode({ kind: 'verify', phone, otcToken })
            void reload()
          }
          try {
            await send()
          } catch (error) {
            // A session too old for this change: confirm it is you, then the same number goes on.
            const retry = () =>
              send().catch((again: unknown) => {
                toast(profileFailure(toApiError(again), [], t).error ?? t('profile.failed'))
              })
            if (!reverify.ask(toApiError(error), retry)) throw error
          }
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('profile.phones.deleteTitle')}
        message={t(
          removing?.verified
            ? 'profile.phones.deleteVerifiedMessage'
            : 'profile.phones.deleteMessage',
          { number: leftToRight(removing?.phoneNumber ?? '') },
        )}
        confirmLabel={t('profile.phones.delete')}
        danger
        pending={removal.pending}
        error={removal.error}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setRemoving(null)
          setRemoval({ pending: false, error: null })
        }}
      />
      <CodeDialog
        open={code !== null}
        title={
          code?.kind === 'delete'
            ? t('profile.phones.deleteCodeTitle')
            : t('profile.phones.verifyTitle')
        }
        sentTo={code?.phone.phoneNumber ?? ''}
        onClose={() => setCode(null)}
        onResend={async () => {
          if (!code) return
          if (code.kind === 'verify') {
            const { otcToken } = await addNumber(code.phone.phoneNumber)
            setCode({ ...code, otcToken })
          } else {
            const otcToken = await deleteNumber(code.phone)
            if (otcToken) setCode({ ...code, otcToken })
          }
        }}
        onConfirm={async (typed) => {
          if (!code) return
          if (code.kind === 'verify') {
            await verifyNumber({
              otcToken: code.otcToken,
              code: typed,
              phoneNumber: code.phone.phoneNumber,
            })
            toast(t('profile.phones.added'))
          } else {
            await verifyDelete({ phone: code.phone, otcToken: code.otcToken, code: typed })
            toast(t('profile.phones.deleted'))
          }
          setCode(null)
        }}
      />
    </PageSection>
  )
}
