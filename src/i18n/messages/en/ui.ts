/** The UI kit's own words (tables, pager, search, dialogs, forms, toasts), shared by every screen. */
export default {
  'ui.table.loading': 'Loading…',
  'ui.table.loadFailed': 'This list could not be loaded.',
  'ui.table.retry': 'Retry',
  'ui.table.selectAll': 'Select every row on this page',
  'ui.table.selectRow': 'Select {name}',
  'ui.table.actions': 'Actions',
  'ui.table.selected': '{count, plural, one {# selected} other {# selected}}',
  'ui.pager.label': 'Pages',
  'ui.pager.range': '{from, number}–{to, number} of {total, number}',
  'ui.pager.previous': 'Previous',
  'ui.pager.previousPage': 'Previous page',
  'ui.pager.next': 'Next',
  'ui.pager.nextPage': 'Next page',
  'ui.dialog.close': 'Close',
  'ui.confirm.cancel': 'Cancel',
  'ui.form.summary':
    '{count, plural, one {One field needs your attention:} other {# fields need your attention:}}',
  'ui.form.failed': 'That did not work. Please try again.',
  'ui.form.offline':
    'The server could not be reached. Check your connection and try again; nothing you typed is lost.',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Dismiss',
}
