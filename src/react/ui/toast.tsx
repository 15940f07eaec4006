import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { addEnglish } from '../../i18n/index'
import { toast as toastEnglish } from '../../i18n/messages/en'
import { useT } from '../i18n/index'
import { Button } from './button'
import { toastStyles } from './toast.styles'
import { useStyles } from './use-styles'
import type { ReactNode } from 'react'

// The kit's own words come with the pieces that show them: a screen carries those of its pieces only.
addEnglish(toastEnglish)

/** How long a toast stays; long enough to read twice (WCAG 2.2.1 lets it be dismissed sooner). */
export const TOAST_MS = 6_000

/** Shows a short confirmation ("Email copied") that fades by itself. */
export type ShowToast = (message: string) => void

const ToastContext = createContext<ShowToast | null>(null)

/** The `toast(message)` of the nearest {@link ToastProvider}. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast() needs a ToastProvider around the screen')
  return show
}

interface Item {
  id: number
  message: string
}

/**
 * Provides `useToast()` and renders its toasts in a polite live region that is always in the page
 * (a region added together with its text is often not announced). Each toast has a Dismiss button
 * and leaves after {@link TOAST_MS}.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const styles = useStyles(toastStyles)
  const t = useT()
  const [items, setItems] = useState<Item[]>([])
  const next = useRef(0)

  const dismiss = useCallback((id: number) => {
    setItems((all) => all.filter((item) => item.id !== id))
  }, [])

  const show = useCallback<ShowToast>(
    (message) => {
      next.current += 1
      const id = next.current
      setItems((all) => [...all.slice(-2), { id, message }])
      setTimeout(() => dismiss(id), TOAST_MS)
    },
    [dismiss],
  )

  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div role="status" aria-label={t('ui.toast.region')} part="toasts">
        {items.length > 0 ? (
          <ul className={styles.toasts}>
            {items.map((item) => (
              <li key={item.id} className={styles.toast} part="toast">
                <span>{item.message}</span>
                <Button variant="ghost" onClick={() => dismiss(item.id)}>
                  {t('ui.toast.dismiss')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ToastContext.Provider>
  )
}
