/**
 * Moves focus to the heading of the section (the kit's `Panel`) holding `inside`. After a dialog whose
 * trigger left the page (a deleted row's button), focus would otherwise fall back to the document's
 * body. Call it once the dialog has closed: while it is modal, the page behind it is inert.
 */
export function focusSectionHeading(inside: Element | null): void {
  const heading = inside?.closest('section')?.querySelector<HTMLElement>('h2')
  if (!heading) return
  heading.tabIndex = -1
  heading.focus()
}
