import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { toApiError } from '../../../../api/index'
import { sessionAtom } from '../../../../atoms/index'
import { savePictureAtom } from '../../../../atoms/profile'
import { useT } from '../../../i18n/index'
import {
  Button,
  controlStyles,
  initials,
  InlineAlert,
  useStyles,
  useToast,
} from '../../../ui/index'
import { profileFailure } from './profile-failure'
import { profileStyles } from './profile.styles'

/** The types and size the server takes (it checks the bytes too). */
const TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
const MAX_BYTES = 700 * 1024

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'))
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'))
    reader.readAsDataURL(file)
  })

/**
 * The profile picture: shown round (initials without one), replaced by choosing an image file
 * (checked here for type and size before it is sent as a data URL) and saved at once, or removed.
 */
export function PictureField() {
  const t = useT()
  const styles = useStyles(profileStyles)
  const controls = useStyles(controlStyles)
  const toast = useToast()
  const user = useAtomValue(sessionAtom).user
  const save = useSetAtom(savePictureAtom)
  const input = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [pending, setPending] = useState<'upload' | 'remove' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const picture = user?.profilePictureUrl ?? null

  const run = async (kind: 'upload' | 'remove', next: () => Promise<string | null>) => {
    setError(null)
    setPending(kind)
    try {
      await save(await next())
      toast(kind === 'upload' ? t('profile.picture.saved') : t('profile.picture.removed'))
    } catch (failure) {
      if (failure instanceof Error && failure.message === 'unreadable') {
        setError(t('profile.picture.unreadable'))
      } else {
        const words = profileFailure(toApiError(failure), ['profilePictureUrl'], t)
        setError(words.fieldErrors?.profilePictureUrl ?? words.error ?? t('profile.failed'))
      }
    } finally {
      setPending(null)
    }
  }
  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = ''
    if (!file) return
    if (!TYPES.includes(file.type)) return setError(t('profile.picture.badType'))
    if (file.size > MAX_BYTES) return setError(t('profile.picture.tooLarge'))
    void run('upload', () => readDataUrl(file))
  }

  return (
    <div className={styles.picture} part="profile-picture">
      {picture ? (
        <img className={styles.pictureImage} src={picture} alt={t('profile.picture.alt')} />
      ) : (
        <span className={styles.pictureInitials} aria-hidden="true">
          {initials(user?.name, user?.email ?? '')}
        </span>
      )}
      <div className={styles.pictureText}>
        <span className={styles.pictureLabel}>{t('profile.picture.label')}</span>
        <span className={styles.hint} id={hintId}>
          {t('profile.picture.hint')}
        </span>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={pending === 'upload'}
            disabled={pending !== null}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {picture ? t('profile.picture.replace') : t('profile.picture.upload')}
          </Button>
          {picture ? (
            <Button
              variant="ghost"
              loading={pending === 'remove'}
              disabled={pending !== null}
              onClick={() => void run('remove', () => Promise.resolve(null))}
            >
              {t('profile.picture.remove')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={TYPES.join(',')}
            hidden
            tabIndex={-1}
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </div>
        {/* The button spins; a screen reader hears it here. */}
        <span className={controls.visuallyHidden} role="status">
          {pending === 'upload' ? t('profile.picture.saving') : null}
        </span>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
      </div>
    </div>
  )
}
