/** The data table's words. */
export const table = {
  'ui.table.loading': 'Loading…',
  'ui.table.loadFailed': 'This list could not be loaded.',
  'ui.table.retry': 'Retry',
  'ui.table.selectAll': 'Select every row on this page',
  'ui.table.selectRow': 'Select {name}',
  'ui.table.actions': 'Actions',
  'ui.table.selected': '{count, plural, one {# selected} other {# selected}}',
}

/** The pager's words. */
export const pager = {
  'ui.pager.label': 'Pages',
  'ui.pager.range': '{from, number}–{to, number} of {total, number}',
  'ui.pager.previous': 'Previous',
  'ui.pager.previousPage': 'Previous page',
  'ui.pager.next': 'Next',
  'ui.pager.nextPage': 'Next page',
}

/** The dialogs' words (the dialog and the confirm dialog). */
export const dialog = {
  'ui.dialog.close': 'Close',
  'ui.confirm.cancel': 'Cancel',
}

/** The form's words (its error summary, and the words `formFailure` is given). */
export const form = {
  'ui.form.summary':
    '{count, plural, one {One field needs your attention:} other {# fields need your attention:}}',
  'ui.form.failed': 'That did not work. Please try again.',
  'ui.form.offline':
    'The server could not be reached. Check your connection and try again; nothing you typed is lost.',
}

/** The toasts' words. */
export const toast = {
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Dismiss',
}

/**
 * The UI kit's own words (tables, pager, search, dialogs, forms, toasts), shared by every screen. Each
 * piece adds its own part to the bundle's English (`addEnglish(pager)` in `pager.tsx`), so a screen
 * carries the words of the pieces it shows only. (A pure call, not a spread, so that bundles using only
 * some pieces can leave the others out.)
 */
export default /* @__PURE__ */ Object.assign(
  {},
  table,
  pager,
  dialog,
  form,
  toast,
) as typeof table & typeof pager & typeof dialog & typeof form & typeof toast
