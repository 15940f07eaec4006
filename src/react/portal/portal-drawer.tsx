import { useId, useLayoutEffect, useRef } from 'react'
import { useT } from '../i18n/index'
import { Button, useStyles } from '../ui/index'
import { portalNavStyles } from './portal-nav.styles'
import type { ReactNode } from 'react'

/** Props of {@link PortalDrawer}. */
export interface PortalDrawerProps {
  open: boolean
  onClose(): void
  children: ReactNode
}

/**
 * The navigation of a narrow portal: a native modal `<dialog>` along the inline-start edge (inside the shadow
 * root, so the host page's body is never touched). The browser makes the rest inert and restores focus to
 * the menu button on close; Escape and a click on the backdrop close it; focus starts on the current page.
 */
export function PortalDrawer({ open, onClose, children }: PortalDrawerProps) {
  const styles = useStyles(portalNavStyles)
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        // The dialog box itself is the backdrop's only target: its content is inside child elements.
        if (event.target === event.currentTarget) onClose()
      }}
      part="portal-drawer"
    >
      {open ? (
        <nav aria-labelledby={titleId} className={styles.drawerBody}>
          <div className={styles.drawerHeader}>
            <h2 id={titleId}>{t('portal.navigation')}</h2>
            <Button variant="ghost" onClick={onClose}>
              {t('portal.closeMenu')}
            </Button>
          </div>
          {children}
        </nav>
      ) : null}
    </dialog>
  )
}
