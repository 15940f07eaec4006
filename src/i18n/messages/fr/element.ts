import type { Catalogue } from '../../catalogue'

const messages: Catalogue = {
  'element.renderFailed': 'Une erreur s’est produite.',
  'element.retry': 'Réessayer',
  'element.missingBaseUrl':
    'Foyer : définissez l’attribut {attribute} de {tag} sur l’adresse de votre serveur Foyer.',
}
export default messages
