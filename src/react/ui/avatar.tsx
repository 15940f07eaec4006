import { controlStyles } from './controls.styles'
import { initials } from './initials'
import { useStyles } from './use-styles'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  name: string | undefined
  /** Null for an account signed up with a phone number only. */
  email: string | null
}

/** A round badge with the person's initials; decorative, the name is always written beside it. */
export function Avatar({ name, email }: AvatarProps) {
  const styles = useStyles(controlStyles)
  return (
    <span className={styles.avatar} aria-hidden="true" part="avatar">
      {initials(name, email)}
    </span>
  )
}
