import { useId, useLayoutEffect, useRef } from 'react'
import { addEnglish } from '../../i18n/index'
import { dialog as dialogEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { dialogStyles } from './dialog.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(dialogEnglish)

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean
  title: string
  /** Escape, the Close button or the caller's own buttons: the caller sets `open` to false. */
  onClose: () => void
  children: ReactNode
  /** Buttons at the bottom (the dialog's end edge in right-to-left text too). */
  actions?: ReactNode
  /** `alertdialog` for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog'
  /** Set while the dialog's action runs: Escape and Close wait until it is done. */
  busy?: boolean
}

/**
 * A modal on the native `<dialog>` with `showModal()` (inside the shadow root): the browser makes
 * the page behind inert, traps focus and restores it on close, Escape closes. Focus starts on the
 * control marked `data-autofocus`, else the first one.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  busy = false,
}: DialogProps) {
  const styles = useStyles(dialogStyles)
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // In the commit that renders it: the dialog is modal, with its first focus, as it shows.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // React's autoFocus runs before showModal(), which then moves focus to the first control.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault()
        if (!busy) onClose()
      }}
      part="dialog"
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {t('ui.dialog.close')}
            </Button>
          </div>
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  )
}
