import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { signOutAtom } from '../../atoms/index'
import { Avatar, Button, useStyles } from '../ui/index'
import { loginStyles } from './login.styles'
import type { FoyerUser } from '../../atoms/index'

/** After sign-in: who is signed in, and Sign out. */
export function SignedInView({ user }: { user: FoyerUser }) {
  const styles = useStyles(loginStyles)
  const signOut = useSetAtom(signOutAtom)
  const [leaving, setLeaving] = useState(false)
  const name = user.name || user.email

  const onSignOut = () => {
    setLeaving(true)
    void signOut().finally(() => setLeaving(false))
  }

  return (
    <section className={styles.signedIn} aria-label="Your account" part="account">
      <div className={styles.profile}>
        <Avatar name={user.name} email={user.email} />
        <div className={styles.profileText}>
          <p className={styles.profileName}>{name}</p>
          {name !== user.email ? <p className={styles.profileEmail}>{user.email}</p> : null}
        </div>
      </div>
      <Button variant="secondary" onClick={onSignOut} loading={leaving} block>
        Sign out
      </Button>
    </section>
  )
}
