import { addEnglish } from '../../../i18n/index'
import { passkeys } from '../../../i18n/messages/en'
import { PasskeyPrompt } from './passkey-prompt'
import { PasskeySignIn } from './passkey-sign-in'

addEnglish(passkeys)

/** Which passkey piece the chunk shows: the first step's sign-in, or the prompt after sign-in. */
export type PasskeyView = 'signIn' | 'prompt'

/**
 * The login box's passkey pieces, one lazy chunk with @simplewebauthn/browser, loaded only by
 * boxes whose vendor offers passkeys (or reaching the prompt).
 */
export default function PasskeySteps({ view }: { view: PasskeyView }) {
  return view === 'prompt' ? <PasskeyPrompt /> : <PasskeySignIn />
}
