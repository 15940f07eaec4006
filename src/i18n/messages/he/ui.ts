import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
  'ui.table.loading': 'טוען…',
  'ui.table.loadFailed': 'לא ניתן לטעון את הרשימה.',
  'ui.table.retry': 'לנסות שוב',
  'ui.table.selectAll': 'בחירת כל השורות בעמוד הזה',
  'ui.table.selectRow': 'בחירת {name}',
  'ui.table.actions': 'פעולות',
  'ui.table.selected':
    '{count, plural, one {שורה אחת נבחרה} two {שתי שורות נבחרו} other {# שורות נבחרו}}',
  'ui.pager.label': 'עמודים',
  'ui.pager.range': '{from, number}–{to, number} מתוך {total, number}',
  'ui.pager.previous': 'הקודם',
  'ui.pager.previousPage': 'העמוד הקודם',
  'ui.pager.next': 'הבא',
  'ui.pager.nextPage': 'העמוד הבא',
  'ui.dialog.close': 'סגירה',
  'ui.confirm.cancel': 'ביטול',
  'ui.form.summary':
    '{count, plural, one {שדה אחד דורש את תשומת לבך:} two {שני שדות דורשים את תשומת לבך:} other {# שדות דורשים את תשומת לבך:}}',
  'ui.form.failed': 'זה לא הצליח. אפשר לנסות שוב.',
  'ui.form.offline': 'לא ניתן להגיע לשרת. יש לבדוק את החיבור ולנסות שוב; שום דבר שהקלדת לא אבד.',
  'ui.toast.region': 'התראות',
  'ui.toast.dismiss': 'סגירה',
}
export default messages
