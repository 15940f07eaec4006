import { useLayoutEffect, useId, useRef } from 'react'
import { Button, Spinner, useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import type { ReactNode } from 'react'

/** Props of {@link StepMessage}. */
export interface StepMessageProps {
  title: string
  body?: ReactNode
  /** The step's one action (sign in, try again). */
  action?: { label: string; onClick: () => void }
}

/**
 * A step that says where a mailed link's flow ended (invalid, success, failed): its heading takes
 * focus when it appears, so a screen reader announces the outcome and Tab reaches the action next.
 */
export function StepMessage({ title, body, action }: StepMessageProps) {
  const styles = useStyles(loginStyles)
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => heading.current?.focus(), [title])
  return (
    <section className={styles.form} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h2>
        {body ? <p className={styles.subtitle}>{body}</p> : null}
      </div>
      {action ? (
        <Button block onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </section>
  )
}

/** A step waiting on the server: a spinner and what is happening, announced politely. */
export function StepWaiting({ title, label }: { title: string; label: string }) {
  const styles = useStyles(loginStyles)
  return (
    <div className={styles.form}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.status} role="status">
        <Spinner />
        {label}
      </p>
    </div>
  )
}
