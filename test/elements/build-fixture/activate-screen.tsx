import { ScreenFrame } from './screen-frame'

/** A second fixture flow screen: never fetched unless its route is shown. */
export default function ActivateScreen() {
  return (
    <ScreenFrame title="Activate your fixture account">
      <p>Choose a password to finish.</p>
    </ScreenFrame>
  )
}
