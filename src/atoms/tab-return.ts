/**
 * Calls `callback` each time the tab comes back into view after being hidden (not on the first
 * `visible` event of a tab that was never hidden). Does nothing where there is no document.
 */
export function onTabReturn(callback: () => void): void {
  if (typeof document === 'undefined') return
  let hidden = document.visibilityState === 'hidden'
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      hidden = true
      return
    }
    if (!hidden) return
    hidden = false
    callback()
  })
}
