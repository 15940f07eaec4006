/**
 * The English catalogue, the source every locale translates: one named group per feature or kit piece
 * (ids `<feature>.<name>`, ICU MessageFormat). `MessageId` is the union of every group's keys. Bundles do
 * not import the whole file: each screen or kit piece imports the group it shows and adds it with
 * `addEnglish(group)`, so tree-shaking keeps an entry's English to its own screens.
 */

/** What every element shows around its screen: the render-failure notice and the missing `base-url` alert. */
export const element = {
  'element.renderFailed': 'Something went wrong.',
  'element.retry': 'Retry',
  'element.missingBaseUrl':
    "Foyer: set the {attribute} attribute on {tag} to your Foyer server''s address.",
}

/** The login box's words. */
export const login = {
  'login.signIn.title': 'Sign in',
  'login.signIn.subtitle': 'Enter your email to continue.',
  'login.email': 'Email',
  'login.continue': 'Continue',
  'login.password.title': 'Enter your password',
  'login.password': 'Password',
  'login.password.show': 'Show',
  'login.password.hide': 'Hide',
  'login.password.showLabel': 'Show password',
  'login.password.hideLabel': 'Hide password',
  'login.changeEmail': 'Change',
  'login.changeEmailLabel': 'Change email',
  'login.submit': 'Sign in',
  'login.sso.title': 'Single sign-on',
  'login.sso.redirecting': 'Redirecting to your identity provider…',
  'login.checkingSession': 'Checking your session…',
  'login.signingOut': 'Signing out…',
  'login.loading': 'Loading…',
  'login.signedIn.title': 'You are signed in',
  'login.account': 'Your account',
  'login.signOut': 'Sign out',
  'login.demo.title': 'Demo mode',
  'login.demo.hint':
    'Use {email} and {password} (any email works; an email starting with {prefixes} gets that role).',
  'login.error.invalidEmail': 'Please enter a valid email',
  'login.error.passwordRequired': 'Please enter your password',
  'login.error.mfaUnsupported':
    'This account requires multi-factor authentication, which is not available here yet.',
  'login.error.strategyUnsupported':
    'Signing in with {strategy} is not available here yet. Please contact your administrator.',
  'login.error.credentials': 'Incorrect email or password',
  'login.error.locked': 'User is locked. Try again later or contact your administrator',
  'login.error.tooMany': 'Too many attempts. Please wait a moment and try again.',
  'login.error.unreachable':
    'The sign-in server could not be reached. Check your connection and try again.',
  'login.error.failed': 'Sign-in did not complete. Please try again.',
  'login.server.unreachableTitle': 'Cannot reach the sign-in server',
  'login.server.unreachable':
    '{baseUrl} did not answer. Is it running? Does its FOYER_ALLOWED_ORIGINS include {origin}?',
  'login.server.httpTitle': 'The sign-in server answered with an error',
  'login.server.http': '{baseUrl} answered {status}. Check base-url and api-prefix.',
  'login.server.retry': 'Try again',
}

/** The users table's words. */
export const users = {
  'users.title': 'Team',
  'users.subtitle': 'Everyone with access to this account.',
  'users.signedOut': 'Sign in to see your team.',
  'users.search': 'Search users',
  'users.searchPlaceholder': 'Filter by email address',
  'users.column.user': 'User',
  'users.column.roles': 'Roles',
  'users.column.joined': 'Joined',
  'users.column.lastSeen': 'Last seen',
  'users.roles': 'Roles',
  'users.noRoles': 'No roles',
  'users.never': 'Never',
  'users.noDate': 'Unknown',
  'users.empty': 'No users yet.',
  'users.emptySearch': 'No users match your search.',
  'users.loadFailed': 'The team could not be loaded.',
  'users.forbidden': 'You do not have permission to see the team.',
  'users.locked': 'Locked',
  'users.unverified': 'Unverified',
  'users.mfa': 'MFA',
}

// The UI kit's words, one group per piece (tables, pager, dialogs, forms, toasts), shared by every screen.

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

/** Demo mode's notices of what would have been mailed or texted (login box). */
export const demoMessages = {
  'demoMessages.title': 'Demo message',
  'demoMessages.mail': 'Demo: this would be emailed to {to}',
  'demoMessages.sms': 'Demo: this would be texted to {to}',
  'demoMessages.code': 'Code:',
  'demoMessages.open': 'Open the link',
  'demoMessages.dismiss': 'Dismiss',
}

/**
 * The frame of every mail the server sends (server/src/delivery/mail-layout.ts). Each flow's own mail
 * words are a group of their own below (`activationMail`, …); no element imports them.
 */
export const mail = {
  'mail.linkFallback': 'If the button does not work, copy this link into your browser:',
  'mail.footer':
    'You received this message because of an action on your {brand} account. If it was not you, you can ignore it.',
}

/** Passwordless sign-in's steps: magic link, emailed and SMS codes (login box, lazily loaded). */
export const passwordless = {
  'passwordless.magicLink.title': 'Check your email',
  'passwordless.magicLink.sent':
    'If an account exists for {email}, a sign-in link is on its way. It works once, within 15 minutes.',
  'passwordless.code.title': 'Enter your code',
  'passwordless.code.sentEmail':
    'If an account exists for {email}, a 6-digit code is on its way. It expires in 10 minutes.',
  'passwordless.code.sentSms':
    'If an account uses {phone}, a 6-digit code is on its way by text message. It expires in 10 minutes.',
  'passwordless.code.label': 'Sign-in code',
  'passwordless.code.submit': 'Sign in',
  'passwordless.code.required': 'Enter the 6 digits of your code',
  'passwordless.code.invalid': 'The code is incorrect or has expired',
  'passwordless.code.tooMany': 'Too many wrong codes. Send a new code.',
  'passwordless.resend': 'Send a new one',
  'passwordless.resent': 'Sent again. Only the newest one works.',
  'passwordless.phone.title': 'Sign in with your phone',
  'passwordless.phone.subtitle': 'We will text you a sign-in code.',
  'passwordless.phone.label': 'Phone number',
  'passwordless.phone.hint': 'With the country code, for example +1 415 555 0123',
  'passwordless.phone.invalid': 'Please enter a valid phone number with its country code',
  'passwordless.phone.submit': 'Send the code',
  'passwordless.phone.change': 'Change number',
  'passwordless.unavailable': 'This sign-in method is not enabled. Contact your administrator.',
  'passwordless.callback.signingIn': 'Signing you in…',
  'passwordless.callback.invalidTitle': 'This link no longer works',
  'passwordless.callback.invalid':
    'Sign-in links work once and expire after 15 minutes. Ask for a new one from the sign-in page.',
  'passwordless.callback.backToLogin': 'Back to sign-in',
  'passwordless.success.title': 'You are signed in',
  'passwordless.success.body': 'Taking you on in a few seconds.',
  'passwordless.success.continue': 'Continue now',
  'passwordless.quick.offerTitle': 'Sign in faster next time?',
  'passwordless.quick.offerBody':
    'Remember {phone} on this device to sign in with a texted code, without typing your email.',
  'passwordless.quick.remember': 'Remember my number',
  'passwordless.quick.notNow': 'Not now',
  'passwordless.quick.button': 'Text a code to {phone}',
}

/** The mail of a magic link (server only). */
export const magicLinkMail = {
  'magicLinkMail.subject': 'Your sign-in link for {brand}',
  'magicLinkMail.heading': 'Sign in to {brand}',
  'magicLinkMail.body':
    'Select the button below to sign in. The link works once, within {minutes} minutes.',
  'magicLinkMail.action': 'Sign in',
}

/** The mail and the text message of a sign-in code (server only). */
export const loginCodeMail = {
  'loginCodeMail.subject': 'Your sign-in code for {brand}',
  'loginCodeMail.heading': 'Your sign-in code',
  'loginCodeMail.body':
    'Enter this code to sign in to {brand}. It works once, within {minutes} minutes. Never share it.',
  /** The text message of an SMS sign-in code. */
  'loginCodeMail.smsText':
    '{code} is your {brand} sign-in code. It expires in {minutes} minutes. Never share it.',
}
