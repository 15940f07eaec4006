import { addEnglish } from '../../../i18n/index'
import { passkeys } from '../../../i18n/messages/en'
import { PasskeyPrompt } from './passkey-prompt'
import { PasskeySignIn } from './passkey-sign-in'
import type { PasskeyStepStyles } from './passkey-prompt'

addEnglish(passkeys)

/** Which passkey piece the chunk shows: the first step's sign-in, or the prompt after sign-in. */
export type PasskeyView = 'signIn' | 'prompt'

/** The piece to show; the prompt wears the box's step look, which the box hands down. */
export type PasskeyStepsProps = { view: 'signIn' } | { view: 'prompt'; styles: PasskeyStepStyles }

/**
 * The login box's passkey pieces, one lazy chunk with @simplewebauthn/browser, loaded only by
 * boxes whose vendor offers passkeys (or reaching the prompt).
 */
export default function PasskeySteps(props: PasskeyStepsProps) {
  return props.view === 'prompt' ? <PasskeyPrompt styles={props.styles} /> : <PasskeySignIn />
}
