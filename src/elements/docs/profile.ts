import type { Documented } from '../tag-docs'

const shared: readonly Documented[] = [
  { name: 'form', description: 'Each form.' },
  { name: 'label', description: 'Field labels.' },
  { name: 'input', description: 'Text inputs.' },
  { name: 'error', description: "A field's error message." },
  { name: 'button', description: 'Buttons.' },
  { name: 'alert', description: 'Error notices.' },
  { name: 'toast', description: 'Confirmations, e.g. "Your password was changed."' },
  { name: 'dialog', description: 'The dialogs (a code to confirm, a number to add or delete).' },
  { name: 'profile-signed-out', description: 'The card shown while nobody is signed in.' },
]
const email: readonly Documented[] = [
  { name: 'profile-email', description: 'The email address card.' },
]
const password: readonly Documented[] = [
  { name: 'profile-password', description: 'The password card.' },
  { name: 'switch', description: 'The "sign out of my other sessions" switch.' },
]
const details: readonly Documented[] = [
  { name: 'profile-details', description: 'The personal details card.' },
  { name: 'profile-picture', description: 'The picture and its buttons.' },
  { name: 'profile-view-only', description: 'Fields the host made view-only, as text.' },
  { name: 'error-summary', description: 'The list of fields to fix after a refused save.' },
  { name: 'profile-phone-numbers', description: 'The phone numbers card.' },
  { name: 'phone-numbers', description: 'The list of phone numbers.' },
  { name: 'phone-number', description: 'Each phone number.' },
]

/** The CSS parts of the profile tags (`custom-elements.json` only; never bundled). */
export function profileParts(tag: 'profile-page' | 'change-password' | 'edit-email'): Documented[] {
  const own: Documented = { name: tag, description: "The screen's outer box." }
  if (tag === 'change-password') return [own, ...shared, ...password]
  if (tag === 'edit-email') return [own, ...shared, ...email]
  return [own, ...shared, ...details, ...email, ...password]
}
