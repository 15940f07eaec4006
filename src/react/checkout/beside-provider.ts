/**
 * Lets the payment provider's own window over the page be used while `step` runs: Stripe.js
 * shows 3-D Secure in a frame it appends to the document's body, which a modal `<dialog>` would
 * make inert and cover. The dialog stays where it is, not modal, until the step is done.
 */
export async function besideProvider<T>(
  inside: HTMLElement | null,
  step: () => Promise<T>,
): Promise<T> {
  const dialog = inside?.closest('dialog')
  if (!dialog?.matches(':modal')) return step()
  dialog.close()
  dialog.style.position = 'fixed'
  dialog.style.inset = '0'
  dialog.show()
  try {
    return await step()
  } finally {
    dialog.close()
    dialog.style.removeProperty('position')
    dialog.style.removeProperty('inset')
    dialog.showModal()
  }
}
