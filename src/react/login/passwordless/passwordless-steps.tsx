import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { loginAtom } from '../../../atoms/index'
import { addEnglish } from '../../../i18n/index'
import { passwordless } from '../../../i18n/messages/en'
import { CodeStep } from './code-step'
import { MagicLinkSentStep } from './magic-link-sent-step'
import { PhoneStep } from './phone-step'
import { QuickLoginButton } from './quick-login-button'
import { QuickLoginOffer } from './quick-login-offer'

addEnglish(passwordless)

/** What the chunk shows: a step, the quick-login button of the first step, or the RegisterQuickLogin offer. */
export type PasswordlessView = 'steps' | 'quickLoginButton' | 'quickLoginOffer'

/**
 * The passwordless sign-in steps, loaded only when the flow reaches one: the magic link sent,
 * the emailed code, the texted code (asking for the number first when the flow has neither a
 * number nor an email, e.g. the SMS strategy reached from another flow without one).
 */
export default function PasswordlessSteps({ view = 'steps' }: { view?: PasswordlessView }) {
  const login = useAtomValue(loginAtom)
  const [asked, setAsked] = useState(false)
  if (view === 'quickLoginButton') return <QuickLoginButton />
  if (view === 'quickLoginOffer') return <QuickLoginOffer />
  switch (login.step) {
    case 'magicLinkPreLoginSuccess':
      return <MagicLinkSentStep />
    case 'loginWithOtc':
      return <CodeStep channel="email" />
    default:
      if (!asked && login.phoneNumber === '' && login.email === '')
        return <PhoneStep onSent={() => setAsked(true)} />
      return <CodeStep channel="sms" />
  }
}
