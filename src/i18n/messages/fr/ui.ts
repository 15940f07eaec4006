import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
  'ui.table.loading': 'Chargement…',
  'ui.table.loadFailed': 'Impossible de charger cette liste.',
  'ui.table.retry': 'Réessayer',
  'ui.table.selectAll': 'Sélectionner toutes les lignes de cette page',
  'ui.table.selectRow': 'Sélectionner {name}',
  'ui.table.actions': 'Actions',
  'ui.table.selected':
    '{count, plural, one {# ligne sélectionnée} many {# de lignes sélectionnées} other {# lignes sélectionnées}}',
  'ui.pager.label': 'Pages',
  'ui.pager.range': '{from, number}–{to, number} sur {total, number}',
  'ui.pager.previous': 'Précédent',
  'ui.pager.previousPage': 'Page précédente',
  'ui.pager.next': 'Suivant',
  'ui.pager.nextPage': 'Page suivante',
  'ui.dialog.close': 'Fermer',
  'ui.confirm.cancel': 'Annuler',
  'ui.form.summary':
    '{count, plural, =1 {Un champ demande votre attention :} one {# champ demande votre attention :} many {# de champs demandent votre attention :} other {# champs demandent votre attention :}}',
  'ui.form.failed': 'Cela n’a pas fonctionné. Réessayez.',
  'ui.form.offline':
    'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez ; rien de ce que vous avez saisi n’est perdu.',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Fermer',
}
export default messages
