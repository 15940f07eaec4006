/** The login box's words. */
export default {
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
