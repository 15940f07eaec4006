import type { Catalogue } from '../catalogue'

/** The French words of the `username` group of `../messages/en.ts`: username sign-in and sign-up. */
const words: Catalogue = {
  'username.identifier': 'Nom d’utilisateur ou e-mail',
  'username.invalid': 'Saisissez votre nom d’utilisateur ou votre adresse e-mail',
  'username.signUp.label': 'Nom d’utilisateur',
  'username.signUp.hint': '3 à 64 lettres, chiffres, points, tirets ou tirets bas',
  'username.signUp.required': 'Choisissez un nom d’utilisateur',
  'username.signUp.invalid':
    'Un nom d’utilisateur compte 3 à 64 lettres, chiffres, points, tirets ou tirets bas',
  'username.signUp.taken': 'Ce nom d’utilisateur est pris. Choisissez-en un autre',
  'recoveryUsername.subtitle':
    'Saisissez votre nom d’utilisateur ou votre e-mail et nous vous aiderons à choisir un nouveau mot de passe.',
}

export default words
