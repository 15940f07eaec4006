import { useAtomValue, useSetAtom } from 'jotai'
import { useRef, useState } from 'react'
import { toApiError } from '../../../../api/index'
import { sessionAtom } from '../../../../atoms/index'
import { changePasswordAtom } from '../../../../atoms/profile'
import { addEnglish } from '../../../../i18n/index'
import { passwordVisibility as passwordVisibilityEnglish } from '../../../../i18n/messages/en'
import { useT } from '../../../i18n/index'
import { NewPasswordField } from '../../../login/new-password-field'
import { Button, InlineAlert, Switch, TextField, useStyles, useToast } from '../../../ui/index'
import { PageSection } from '../../page-frame'
import { profileStyles } from './profile.styles'
import type { ApiError } from '../../../../api/index'
import type { Translate } from '../../../i18n/index'
import type { FormEvent } from 'react'

// The field's show and hide words (the sign-in's, in their own small group).
addEnglish(passwordVisibilityEnglish)

interface Errors {
  password?: string
  newPassword?: string
  form?: string
}

/** Where the server's refusal belongs: the current password, the new one, or the whole form. */
function passwordErrors(error: ApiError, t: Translate): Errors {
  if (error.status === 400 && /current password/i.test(error.message)) {
    return { password: t('profile.password.wrongCurrent') }
  }
  if (error.status === 400) return { newPassword: error.message }
  if (error.status === 403) return { form: t('profile.password.locked') }
  if (error.status >= 500 && error.errorCode === undefined) return { form: t('profile.offline') }
  return { form: error.status < 500 ? error.message : t('profile.failed') }
}

/**
 * Change password: the current one (checked by the server like a sign-in, so wrong guesses count
 * toward the lockout), the new one with the tenant's policy ticked live, and whether to sign out
 * every other session. The `<change-password>` tag and the Profile page show this same section.
 */
export function PasswordSection() {
  const t = useT()
  const styles = useStyles(profileStyles)
  const toast = useToast()
  const user = useAtomValue(sessionAtom).user
  const change = useSetAtom(changePasswordAtom)
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [endOthers, setEndOthers] = useState(true)
  const [shown, setShown] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const currentRef = useRef<HTMLInputElement>(null)
  const nextRef = useRef<HTMLInputElement>(null)

  const fail = (found: Errors) => {
    setErrors(found)
    if (found.password) currentRef.current?.focus()
    else if (found.newPassword) nextRef.current?.focus()
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const found: Errors = {}
    if (current === '') found.password = t('profile.password.currentRequired')
    if (next === '') found.newPassword = t('profile.password.newRequired')
    else if (next === current) found.newPassword = t('profile.password.same')
    if (found.password || found.newPassword) return fail(found)
    setErrors({})
    setPending(true)
    try {
      const { endedSessions } = await change({
        password: current,
        newPassword: next,
        endOtherSessions: endOthers,
      })
      setCurrent('')
      setNext('')
      toast(
        endedSessions > 0
          ? t('profile.password.changedEnded', { count: endedSessions })
          : t('profile.password.changed'),
      )
    } catch (error) {
      fail(passwordErrors(toApiError(error), t))
    } finally {
      setPending(false)
    }
  }

  return (
    <PageSection
      title={t('profile.password.title')}
      subtitle={t('profile.password.subtitle')}
      part="profile-password"
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-busy={pending || undefined}
        part="form"
      >
        {errors.form ? <InlineAlert>{errors.form}</InlineAlert> : null}
        {/* The account's address, so password managers store the new password for the right login. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <TextField
          label={t('profile.password.current')}
          name="current-password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          spellCheck={false}
          autoCapitalize="none"
          value={current}
          onChange={(event) => {
            setCurrent(event.target.value)
            setErrors(({ password: _cleared, ...rest }) => rest)
          }}
          error={errors.password ?? null}
          readOnly={pending}
          ref={currentRef}
          required
          adornment={
            <Button
              variant="ghost"
              aria-label={shown ? t('login.password.hideLabel') : t('login.password.showLabel')}
              aria-pressed={shown}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? t('login.password.hide') : t('login.password.show')}
            </Button>
          }
        />
        <NewPasswordField
          label={t('profile.password.new')}
          name="new-password"
          value={next}
          onChange={(value) => {
            setNext(value)
            setErrors(({ newPassword: _cleared, ...rest }) => rest)
          }}
          error={errors.newPassword ?? null}
          ref={nextRef}
          userId={user?.id}
        />
        <Switch
          label={t('profile.password.endSessions')}
          name="end-other-sessions"
          checked={endOthers}
          onChange={setEndOthers}
          disabled={pending}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {t('profile.password.save')}
          </Button>
        </div>
      </form>
    </PageSection>
  )
}
