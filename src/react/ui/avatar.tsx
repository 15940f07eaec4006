import { useState } from 'react'
import { avatarStyles } from './avatar.styles'
import { initials } from './initials'
import { useStyles } from './use-styles'

/** Props of {@link Avatar}. */
export interface AvatarProps {
  name: string | undefined
  /** Null for an account signed up with a phone number only. */
  email: string | null
  /** The profile picture's address; the initials show without one, or when it cannot load. */
  picture?: string | null | undefined
}

/**
 * A round badge with the person's picture, or their initials; decorative, the name is always
 * written beside it.
 */
export function Avatar({ name, email, picture }: AvatarProps) {
  const styles = useStyles(avatarStyles)
  const [broken, setBroken] = useState<string | null>(null)
  const shown = picture && picture !== broken ? picture : null
  return (
    <span className={styles.avatar} aria-hidden="true" part="avatar">
      {shown ? (
        <img
          className={styles.avatarPicture}
          src={shown}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setBroken(shown)}
        />
      ) : (
        initials(name, email)
      )}
    </span>
  )
}
