import { useId, useLayoutEffect, useRef } from 'react'
import { useStyles } from '../../ui/index'
import { loginStyles } from '../login.styles'
import type { ReactNode } from 'react'

/** Props of {@link StepFrame}. */
export interface StepFrameProps {
  title: string
  subtitle?: ReactNode
  /** Move focus to the title when the step appears (every step after the first one). */
  focusTitle?: boolean
  children: (titleId: string) => ReactNode
}

/**
 * The frame of a recovery step: its heading (which takes focus when the step changes, so a screen
 * reader announces where the visitor is and the keyboard starts from there) and its content.
 */
export function StepFrame({ title, subtitle, focusTitle = false, children }: StepFrameProps) {
  const styles = useStyles(loginStyles)
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useLayoutEffect(() => {
    if (focusTitle) heading.current?.focus()
  }, [focusTitle])
  return (
    <div className={styles.form}>
      <div>
        <h2 id={titleId} className={styles.title} tabIndex={-1} ref={heading}>
          {title}
        </h2>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {children(titleId)}
    </div>
  )
}
