import { useState } from 'react'
import { ScreenFrame } from './screen-frame'

/** A fixture flow screen: its words must be in its own chunk only. */
export default function SignUpScreen() {
  const [email, setEmail] = useState('')
  return (
    <ScreenFrame title="Create your fixture account">
      <label>
        Email
        <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <p>{email ? `We will write to ${email}.` : 'We will send you a link.'}</p>
    </ScreenFrame>
  )
}
