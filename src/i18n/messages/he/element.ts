import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
  'element.renderFailed': 'משהו השתבש.',
  'element.retry': 'לנסות שוב',
  'element.missingBaseUrl':
    'Foyer: יש להגדיר במאפיין {attribute} של {tag} את הכתובת של שרת Foyer שלך.',
}
export default messages
