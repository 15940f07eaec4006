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
/** A password field's show and hide words: the sign-in's, and every screen with a password field. */
export const passwordVisibility = {
  'login.password.show': 'Show',
  'login.password.hide': 'Hide',
  'login.password.showLabel': 'Show password',
  'login.password.hideLabel': 'Hide password',
}

export const login = {
  'login.signIn.title': 'Sign in',
  'login.signIn.subtitle': 'Enter your email to continue.',
  'login.email': 'Email',
  'login.continue': 'Continue',
  'login.password.title': 'Enter your password',
  'login.password.forgot': 'Forgot password?',
  'login.password': 'Password',
  'login.changeEmail': 'Change',
  'login.changeEmailLabel': 'Change email',
  'login.submit': 'Sign in',
  'login.checkingSession': 'Checking your session…',
  'login.signingOut': 'Signing out…',
  'login.loading': 'Loading…',
  'login.error.invalidEmail': 'Please enter a valid email',
  'login.error.passwordRequired': 'Please enter your password',
  'login.error.strategyUnsupported':
    'Signing in with {strategy} is not available here yet. Please contact your administrator.',
  'login.error.credentials': 'Incorrect email or password',
  'login.error.locked': 'User is locked. Try again later or contact your administrator',
  'login.error.notVerified':
    'This account is not activated yet. Open the activation link we emailed you first.',
  'login.error.tooMany': 'Too many attempts. Please wait a moment and try again.',
  'login.error.unreachable':
    'The sign-in server could not be reached. Check your connection and try again.',
  'login.error.failed': 'Sign-in did not complete. Please try again.',
}

/** The box's signed-in view (`signed-in-view.tsx`, its own chunk) and the open-app route's heading. */
export const loginSignedIn = {
  'login.signedIn.title': 'You are signed in',
  'login.account': 'Your account',
  'login.signOut': 'Sign out',
}

/** The 2 s before leaving for an SSO identity provider (`sso-redirect-step.tsx`, its own chunk). */
export const loginSso = {
  'login.sso.title': 'Single sign-on',
  'login.sso.redirecting': 'Redirecting to your identity provider…',
}

/** The box's notice that its server cannot be used (src/react/login/server-problem.tsx: its own chunk). */
export const loginServer = {
  'login.server.unreachableTitle': 'Cannot reach the sign-in server',
  'login.server.unreachable':
    '{baseUrl} did not answer. Is it running? Does its FOYER_ALLOWED_ORIGINS include {origin}?',
  'login.server.httpTitle': 'The sign-in server answered with an error',
  'login.server.http': '{baseUrl} answered {status}. Check base-url and api-prefix.',
  'login.server.retry': 'Try again',
}

/** The demo hint under the login box (demo mode only: its own chunk). */
export const demoHint = {
  'demoHint.title': 'Demo mode',
  'demoHint.text':
    'Use {email} and {password} (any email works; an email starting with {prefixes} gets that role).',
}

/** The new-password field's live checklist of the password policy's rules. */
export const passwordRules = {
  'passwordRules.title': 'Your password needs',
  'passwordRules.minLength': 'At least {count, number} characters',
  'passwordRules.maxLength': 'At most {count, number} characters',
  'passwordRules.noThreeRepeated': 'No character three times in a row',
  'passwordRules.optional':
    '{count, plural, one {At least one of these} other {At least {count, number} of these}}:',
  'passwordRules.requireLowercase': 'a lowercase letter',
  'passwordRules.requireUppercase': 'an uppercase letter',
  'passwordRules.requireNumbers': 'a number',
  'passwordRules.requireSpecialChars': 'a symbol',
  'passwordRules.passphrase':
    'Or a passphrase of {count, number} characters or more, which needs none of these',
  'passwordRules.met': 'Done:',
  'passwordRules.unmet': 'Not yet:',
  'passwordRules.allMet': 'Your password meets every rule.',
  'passwordRules.remaining':
    '{count, plural, one {One password rule is not met yet.} other {{count, number} password rules are not met yet.}}',
}

/** The users table's words. */
export const users = {
  'users.title': 'Team',
  'users.subtitle': 'Everyone with access to this account.',
  'users.signedOut': 'Sign in to see your team.',
  'users.search': 'Search users',
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

/** The Invite user button, alone in `<invite-user-dialog>`'s first load and in the team table's. */
export const teamInvite = {
  'teamTable.invite': 'Invite user',
}

/** The team table's own words (first load); its dialogs' are `team` (loaded with them). */
export const teamTable = {
  'teamTable.actions': 'Actions',
  'teamTable.actionsFor': 'Actions for {name}',
  'teamTable.bulk': 'Add several',
  'teamTable.search': 'Name or email',
  'teamTable.rolledBack': 'The roles were not changed: {reason}',
  'teamTable.show': 'Show',
  'teamTable.show.all': 'Everyone',
  'teamTable.show.mfa-unenrolled': 'Without two-factor authentication',
  'teamTable.show.breached-passwords': 'With a breached password',
  'teamTable.show.inactive': 'Inactive for 90 days',
  'teamTable.emptyPreset': 'No one here right now.',
  'teamTable.more': 'More',
}

/** The team page's actions: invite, add several, roles, lock, disable, remove (issue 11). */
export const team = {
  'team.cancel': 'Cancel',
  'team.offline': 'The server could not be reached. Please try again.',
  'team.failed': 'That did not work for {name}. Please try again.',
  'team.invite.title': 'Invite a user',
  'team.invite.email': 'Email',
  'team.invite.name': 'Name (optional)',
  'team.invite.phone': 'Phone number (optional)',
  'team.invite.submit': 'Send invitation',
  'team.invite.emailInvalid': 'Enter a valid email address.',
  'team.invite.exists': 'This person is already a member of the account.',
  'team.invite.failed': 'The invitation could not be sent. Please try again.',
  'team.roles.legend': 'Roles',
  'team.roles.loading': 'Loading roles…',
  'team.roles.loadFailed': 'The roles could not be loaded.',
  'team.roles.title': 'Roles of {name}',
  'team.roles.save': 'Save roles',
  'team.bulk.title': 'Add several users',
  'team.bulk.emails': 'Email addresses',
  'team.bulk.hint': 'One per line, or separated by commas.',
  'team.bulk.days': 'Remove them after this many days (optional)',
  'team.bulk.daysInvalid': 'Enter a number of days from 1 to 365, or leave it empty.',
  'team.bulk.none': 'Enter at least one email address.',
  'team.bulk.submit': 'Add users',
  'team.bulk.adding': 'Adding…',
  'team.bulk.done': 'Done',
  'team.bulk.allowed': '{count, plural, one {# user added} other {# users added}}',
  'team.bulk.notAllowed': '{count, plural, one {# email not allowed} other {# emails not allowed}}',
  'team.actions.title': 'Actions for {name}',
  'team.actions.editRoles': 'Edit roles',
  'team.actions.resend': 'Resend invitation',
  'team.actions.lock': 'Lock',
  'team.actions.unlock': 'Unlock',
  'team.actions.disable': 'Disable',
  'team.actions.enable': 'Enable',
  'team.actions.permanent': 'Make permanent',
  'team.actions.revoke': 'Sign out everywhere',
  'team.actions.remove': 'Remove from account',
  'team.confirm.remove.title': 'Remove {name}?',
  'team.confirm.remove.message': '{name} will lose access to this account at once.',
  'team.confirm.remove.action': 'Remove user',
  'team.confirm.lock.title': 'Lock {name}?',
  'team.confirm.lock.message': '{name} will be signed out and cannot sign in until unlocked.',
  'team.confirm.lock.action': 'Lock user',
  'team.confirm.disable.title': 'Disable {name}?',
  'team.confirm.disable.message': '{name} will be signed out of this account until enabled again.',
  'team.confirm.disable.action': 'Disable user',
  'team.confirm.revoke.title': 'Sign {name} out everywhere?',
  'team.confirm.revoke.message':
    'Every session of {name} in this account ends; they must sign in again.',
  'team.confirm.revoke.action': 'Sign out',
  'team.done.lock': '{name} is locked.',
  'team.done.unlock': '{name} is unlocked.',
  'team.done.disable': '{name} is disabled.',
  'team.done.enable': '{name} is enabled.',
  'team.done.revoke': '{name} was signed out everywhere.',
  'team.done.resend': 'The invitation to {name} was sent again.',
}

/** The privacy page's sessions section: where the user is signed in. */
export const sessions = {
  'sessions.title': 'Where you’re signed in',
  'sessions.subtitle':
    'Browsers and devices signed in to your account. End any session you don’t recognise.',
  'sessions.column.device': 'Device',
  'sessions.column.ip': 'IP address',
  'sessions.column.signedIn': 'Signed in',
  'sessions.device.browserOnSystem': '{browser} on {os}',
  'sessions.device.unknown': 'Unknown device',
  'sessions.kind.desktop': 'Computer',
  'sessions.kind.mobile': 'Phone',
  'sessions.kind.tablet': 'Tablet',
  'sessions.kind.unknown': 'Other device',
  'sessions.current': 'This device',
  'sessions.unknownIp': 'Unknown address',
  'sessions.unknownDate': 'Unknown',
  'sessions.empty': 'No active sessions.',
  'sessions.signedOut': 'Sign in to see where you’re signed in.',
  'sessions.loadFailed': 'Your sessions could not be loaded.',
  'sessions.forbidden': 'You do not have permission to manage these sessions.',
  'sessions.endOne': 'End session',
  'sessions.endOneLabel': 'End session: {device}, {ip}',
  'sessions.endOthers': 'Sign out other sessions',
  'sessions.confirmOne.title': 'End this session?',
  'sessions.confirmOne.message':
    '{device} will be signed out within minutes. Whoever uses it must sign in again.',
  'sessions.confirmOne.action': 'End session',
  'sessions.confirmOthers.title': 'Sign out everywhere else?',
  'sessions.confirmOthers.message':
    '{count, plural, one {# other session} other {# other sessions}} will be signed out within minutes. This device stays signed in.',
  'sessions.ended': 'Session on {device} ended.',
  'sessions.othersEnded':
    '{count, plural, one {Signed out of # other session.} other {Signed out of # other sessions.}}',
  'sessions.alreadyEnded': 'That session had already ended.',
  'sessions.endFailed': 'The session could not be ended. Try again.',
}

/** The portal's Personal API tokens page. */
export const personalApiTokens = {
  'personalApiTokens.title': 'Personal API tokens',
  'personalApiTokens.subtitle':
    'Scripts and tools sign in with a token to call the API as you, in this account. Keep tokens as secret as a password.',
  'personalApiTokens.new': 'New token',
  'personalApiTokens.column.description': 'Description',
  'personalApiTokens.column.clientId': 'Client ID',
  'personalApiTokens.column.created': 'Created',
  'personalApiTokens.column.expires': 'Expires',
  'personalApiTokens.never': 'Never',
  'personalApiTokens.expired': 'Expired',
  'personalApiTokens.empty': 'No tokens yet. Create one to call the API from a script.',
  'personalApiTokens.signedOut': 'Sign in to manage your personal API tokens.',
  'personalApiTokens.loadFailed': 'Your tokens could not be loaded.',
  'personalApiTokens.forbidden': 'You do not have permission to see personal API tokens.',
  'personalApiTokens.delete': 'Delete',
  'personalApiTokens.deleteLabel': 'Delete token {description}',
  'personalApiTokens.confirmDelete.title': 'Delete this token?',
  'personalApiTokens.confirmDelete.message':
    '“{description}” stops working at once: anything that signs in with it will be refused.',
  'personalApiTokens.confirmDelete.action': 'Delete token',
  'personalApiTokens.deleted': 'Token “{description}” deleted.',
  'personalApiTokens.deleteFailed': 'The token could not be deleted. Try again.',
  'personalApiTokens.alreadyDeleted': 'That token had already been deleted.',
  'personalApiTokens.create.title': 'New personal API token',
  'personalApiTokens.create.description': 'Description',
  'personalApiTokens.create.descriptionHint': 'What will use it, e.g. “Nightly export”.',
  'personalApiTokens.create.expires': 'Expires after (days)',
  'personalApiTokens.create.expiresHint':
    'Leave empty for a token that never expires; at most {max, number} days.',
  'personalApiTokens.create.submit': 'Create token',
  'personalApiTokens.create.cancel': 'Cancel',
  'personalApiTokens.create.descriptionRequired': 'Enter a description.',
  'personalApiTokens.create.descriptionTooLong': 'Use at most {max, number} characters.',
  'personalApiTokens.create.expiresInvalid':
    'Enter a whole number of days from 1 to {max, number}, or leave it empty.',
  'personalApiTokens.create.offline': 'The server could not be reached. Try again.',
  'personalApiTokens.create.failed': 'The token could not be created. Try again.',
  'personalApiTokens.created.title': 'Your new token',
  'personalApiTokens.created.warning':
    'Copy the secret now: it is shown only this once and cannot be recovered.',
  'personalApiTokens.created.clientId': 'Client ID',
  'personalApiTokens.created.secret': 'Secret',
  'personalApiTokens.created.copyClientId': 'Copy client ID',
  'personalApiTokens.created.copySecret': 'Copy secret',
  'personalApiTokens.created.copy': 'Copy',
  'personalApiTokens.created.copied': 'Copied to the clipboard.',
  'personalApiTokens.created.copyFailed': 'Could not copy: select the text and copy it yourself.',
  'personalApiTokens.created.done': 'Done',
}

/** The admin portal's shell: navigation, page titles, loading and no-access states. */
export const portal = {
  'portal.navigation': 'Settings',
  'portal.page.profile': 'Profile',
  'portal.page.privacy': 'Privacy & security',
  'portal.page.personalApiTokens': 'Personal API tokens',
  'portal.page.account': 'Account settings',
  'portal.page.users': 'Users',
  'portal.page.groups': 'Groups',
  'portal.page.roles': 'Roles',
  'portal.page.security': 'Security',
  'portal.page.sso': 'Single sign-on',
  'portal.page.provisioning': 'Provisioning',
  'portal.page.audits': 'Audit logs',
  'portal.page.webhooks': 'Webhooks',
  'portal.page.apiTokens': 'API tokens',
  'portal.page.usage': 'Usage',
  'portal.page.subscriptions': 'Subscriptions',
  'portal.page.allAccounts': 'All accounts',
  'portal.loading': 'Loading the page…',
  'portal.signedOut': 'Sign in to manage your account.',
  'portal.signedOut.title': 'You are signed out',
  'portal.signIn': 'Sign in',
  'portal.skipToContent': 'Skip to content',
  'portal.menu': 'Menu',
  'portal.closeMenu': 'Close',
  'portal.group.personal': 'Your account',
  'portal.group.organization': 'Organization',
  'portal.goTo': 'Go to {page}',
  'portal.noAccess.title': 'No access',
  'portal.noAccess':
    'Your role does not include {page}. Ask an administrator of your account if you need it.',
  'portal.unavailable.title': 'Not available',
  'portal.unavailable': '{page} is not available in this portal.',
  'portal.noPages.title': 'Nothing to manage yet',
  'portal.noPages': 'Your role does not include any page of this portal.',
}

/** The Profile page and its widget tags (`<profile-page>`, `<change-password>`, `<edit-email>`). */
export const profile = {
  'profile.title': 'Profile',
  'profile.signedOut': 'Sign in to manage your profile.',
  'profile.offline': 'The server could not be reached. Nothing you typed is lost; try again.',
  'profile.failed': 'Something went wrong. Nothing you typed is lost; try again.',
  'profile.retry': 'Try again',
  'profile.details.title': 'Personal details',
  'profile.details.subtitle': 'How you appear to your team.',
  'profile.details.loading': 'Loading your profile…',
  'profile.details.loadFailed': 'Your profile could not be loaded.',
  'profile.details.name': 'Full name',
  'profile.details.username': 'Username',
  'profile.details.usernameHint':
    '3 to 64 letters, digits, dots, dashes or underscores. Leave empty to remove it.',
  'profile.details.address': 'Address',
  'profile.details.jobTitle': 'Job title',
  'profile.details.notSet': 'Not set',
  'profile.details.save': 'Save changes',
  'profile.details.saved': 'Your profile was saved.',
  'profile.details.nameRequired': 'Enter your name.',
  'profile.details.usernameInvalid':
    'A username is 3 to 64 letters, digits, dots, dashes or underscores.',
  'profile.details.usernameTaken': 'This username is taken. Choose another.',
  'profile.details.tooLong': 'Use at most {max, number} characters.',
  'profile.picture.label': 'Profile picture',
  'profile.picture.alt': 'Your profile picture',
  'profile.picture.upload': 'Upload a picture',
  'profile.picture.replace': 'Change picture',
  'profile.picture.remove': 'Remove picture',
  'profile.picture.hint': 'PNG, JPEG, WebP or GIF, at most 700 KB.',
  'profile.picture.badType': 'Choose a PNG, JPEG, WebP or GIF image.',
  'profile.picture.tooLarge': 'This image is larger than 700 KB. Choose a smaller one.',
  'profile.picture.unreadable': 'This file could not be read. Choose another.',
  'profile.picture.saving': 'Saving your picture…',
  'profile.picture.saved': 'Your picture was saved.',
  'profile.picture.removed': 'Your picture was removed.',
  'profile.phones.title': 'Phone numbers',
  'profile.phones.subtitle': 'Numbers that can receive sign-in and recovery codes by SMS.',
  'profile.phones.add': 'Add a number',
  'profile.phones.limit':
    'You have {max, number} numbers, the most a profile keeps. Delete one to add another.',
  'profile.phones.empty': 'No phone numbers yet.',
  'profile.phones.loadFailed': 'Your phone numbers could not be loaded.',
  'profile.phones.verified': 'Verified',
  'profile.phones.unverified': 'Not verified',
  'profile.phones.signIn': 'Used for sign-in',
  'profile.phones.verify': 'Verify',
  'profile.phones.verifyNumber': 'Verify {number}',
  'profile.phones.delete': 'Delete',
  'profile.phones.deleteNumber': 'Delete {number}',
  'profile.phones.deleteTitle': 'Delete this phone number?',
  'profile.phones.deleteMessage': '{number} will no longer receive codes.',
  'profile.phones.deleteVerifiedMessage':
    'We will text a code to {number} to confirm it is yours, then delete it.',
  'profile.phones.deleted': 'The number was deleted.',
  'profile.phones.added': 'The number was verified and added.',
  'profile.phones.addTitle': 'Add a phone number',
  'profile.phones.verifyTitle': 'Verify your phone number',
  'profile.phones.deleteCodeTitle': 'Confirm deleting this number',
  'profile.phones.number': 'Phone number',
  'profile.phones.numberHint': 'With the country code, for example +1 415 555 0100.',
  'profile.phones.numberInvalid': 'Enter a phone number with its country code, starting with +.',
  'profile.phones.sendCode': 'Text me a code',
  'profile.code.label': 'Code',
  'profile.code.sentTo': 'We sent a 6-digit code to {to}. It expires in 10 minutes.',
  'profile.code.invalid': 'Enter the 6-digit code.',
  'profile.code.wrong': 'This code is not right. Check it and try again.',
  'profile.code.expired': 'This code expired or was used too many times. Send a new one.',
  'profile.code.resend': 'Send a new code',
  'profile.code.resent': 'A new code is on its way.',
  'profile.code.confirm': 'Confirm',
  'profile.password.title': 'Password',
  'profile.password.subtitle': 'Choose a strong password you do not use anywhere else.',
  'profile.password.current': 'Current password',
  'profile.password.new': 'New password',
  'profile.password.endSessions': 'Sign out of my other sessions',
  'profile.password.save': 'Change password',
  'profile.password.currentRequired': 'Enter your current password.',
  'profile.password.newRequired': 'Enter a new password.',
  'profile.password.same': 'Choose a password different from the current one.',
  'profile.password.changed': 'Your password was changed.',
  'profile.password.changedEnded':
    '{count, plural, one {Your password was changed and # other session was signed out.} other {Your password was changed and # other sessions were signed out.}}',
  'profile.password.wrongCurrent': 'Your current password is not right.',
  'profile.password.locked':
    'Too many wrong passwords: your account is locked. Check your email to unlock it.',
  'profile.email.title': 'Email address',
  'profile.email.subtitle': 'The address you sign in with and receive account mail at.',
  'profile.email.current': 'Current address',
  'profile.email.new': 'New email address',
  'profile.email.invalid': 'Enter a valid email address.',
  'profile.email.same': 'This is already your email address.',
  'profile.email.sendCode': 'Email me a code',
  'profile.email.codeTitle': 'Confirm your new address',
  'profile.email.changed': 'Your email address is now {email}.',
  'profile.email.taken': 'Another account uses this address.',
  'profile.email.notAllowed': 'Your email address cannot be changed here. Ask your administrator.',
}

/** The Account settings page of the portal: the settings tab and the custom sign-in tab. */
export const account = {
  'account.tabs': 'Account settings sections',
  'account.tab.settings': 'Settings',
  'account.tab.customLogin': 'Custom sign-in',
  'account.details.title': 'Company details',
  'account.details.subtitle': 'How your account appears to your team and on its sign-in page.',
  'account.companyName': 'Company name',
  'account.address': 'Address',
  'account.website': 'Website',
  'account.regional.title': 'Regional formats',
  'account.regional.subtitle': 'Used for dates, times and amounts across the portal.',
  'account.timezone': 'Time zone',
  'account.currency': 'Currency',
  'account.dateFormat': 'Date format',
  'account.timeFormat': 'Time format',
  'account.notSet': 'Not set',
  'account.formatExample': '{format} (for example {example})',
  'account.logo': 'Logo',
  'account.logo.hint': 'PNG, JPEG, WebP or GIF, up to 700 KB. Shown on your sign-in page.',
  'account.logo.choose': 'Upload a logo',
  'account.logo.replace': 'Replace logo',
  'account.logo.remove': 'Remove logo',
  'account.logo.alt': 'Logo of {name}',
  'account.logo.none': 'No logo yet',
  'account.logo.pending': 'Not saved yet',
  'account.logo.tooLarge': 'This image is larger than 700 KB. Choose a smaller one.',
  'account.logo.wrongType': 'Choose a PNG, JPEG, WebP or GIF image.',
  'account.logo.unreadable': 'This file could not be read. Choose another one.',
  'account.save': 'Save changes',
  'account.saved': 'Changes saved.',
  'account.discard': 'Discard changes',
  'account.unsaved': 'You have unsaved changes.',
  'account.loading': 'Loading the account settings…',
  'account.loadFailed': 'The account settings could not be loaded.',
  'account.retry': 'Retry',
  'account.forbidden': 'You do not have permission to view the account settings.',
  'account.readOnly': 'You can view these settings. Ask an administrator to change them.',
  'account.signedOut': 'Sign in to manage the account settings.',
  'account.offline': 'The server could not be reached. Nothing you typed is lost: try again.',
  'account.failed': 'The settings could not be saved. Try again.',
  'account.nameRequired': 'Enter the company name.',
  'account.urlInvalid': 'Enter an address that starts with https:// or http://.',
  'account.customLogin.title': 'Your own sign-in page',
  'account.customLogin.subtitle':
    'Give your team a sign-in address that shows your company name and logo.',
  'account.customLogin.enable': 'Use a custom sign-in page',
  'account.alias': 'Sign-in alias',
  'account.alias.hint': '3 to 63 lower-case letters, digits or hyphens.',
  'account.alias.invalid':
    'Use 3 to 63 lower-case letters, digits or hyphens, not starting or ending with a hyphen.',
  'account.alias.needed': 'Choose an alias to turn on the custom sign-in page.',
  'account.alias.taken': 'Another account already uses this alias. Choose another one.',
  'account.loginUrl': 'Sign-in address',
  'account.loginUrl.pending': 'Save to get the sign-in address.',
  'account.copy': 'Copy address',
  'account.copied': 'Address copied.',
  'account.applicationUrl': 'Application address',
  'account.applicationUrl.hint': 'Where your team goes after signing in.',
  'account.preview': 'Preview',
  'account.preview.signIn': 'Sign in to {name}',
}

/** The portal's Security page frame (src/react/portal/pages/security/security-page.tsx). */
export const security = {
  'security.loading': 'Loading…',
  'security.tabs': 'Security sections',
  'security.tab.sessionManagement': 'Session management',
  'security.tab.generalSettings': 'General settings',
  'security.tab.ipRestrictions': 'IP restrictions',
  'security.tab.domainRestrictions': 'Email domains',
}

/** The Security page's Session management tab (pages/security/session). */
export const securitySession = {
  'securitySession.title': 'Session management',
  'securitySession.idle.title': 'Idle session timeout',
  'securitySession.idle.on': 'Sign out members who are inactive',
  'securitySession.idle.minutes': 'Minutes without activity',
  'securitySession.idle.openSessions': 'Open sessions follow it from their next refresh.',
  'securitySession.relogin.title': 'Forced re-login',
  'securitySession.relogin.on': 'Ask members to sign in again after a while',
  'securitySession.relogin.hours': 'Hours after signing in',
  'securitySession.relogin.openSessions':
    'Open sessions older than this end at their next refresh.',
  'securitySession.concurrent.title': 'Maximum concurrent sessions',
  'securitySession.concurrent.on': 'Limit how many sessions a member may have at once',
  'securitySession.concurrent.max': 'Sessions per member',
  'securitySession.concurrent.onLimit': 'When a member signs in beyond the limit',
  'securitySession.concurrent.evictOldest': 'End their oldest session',
  'securitySession.concurrent.deny': 'Refuse the new sign-in',
  'securitySession.concurrent.openSessions':
    'Open sessions stay; the oldest end at the member’s next sign-in.',
  'securitySession.concurrent.openSessionsDeny':
    'Open sessions stay; a member over the limit cannot sign in until some end.',
}

/** The Security page's General settings tab (pages/security/general). */
export const securityGeneral = {
  'securityGeneral.title': 'General settings',
  'securityGeneral.strategy.password': 'Password',
  'securityGeneral.strategy.link': 'Link by email',
  'securityGeneral.strategy.code': 'Code by email',
  'securityGeneral.strategy.sms': 'Code by SMS',
  'securityGeneral.strategy.key': 'Passkey or security key',
  'securityGeneral.strategy.sso': 'Single sign-on only',
  'securityGeneral.unknown': 'This could not be read.',
  'securityGeneral.loadFailed': 'The security policy could not be loaded.',
  'securityGeneral.forbidden': 'You may not see the security policy of this account.',
  'securityGeneral.readOnly':
    'You can view these settings but not change them: changing them needs the permission to edit the security policy.',
  'securityGeneral.failed': 'The changes could not be saved. Try again.',
  'securityGeneral.range': 'Enter a whole number from {min, number} to {max, number}.',
  'securityGeneral.off': 'off',
  'securityGeneral.mfa.title': 'Multi-factor authentication',
  'securityGeneral.mfa.legend': 'Who must use a second factor to sign in',
  'securityGeneral.mfa.DontForce': 'Members choose for themselves',
  'securityGeneral.mfa.Force': 'Every member',
  'securityGeneral.mfa.ForceExceptSAML':
    'Every member, except those who sign in with SAML single sign-on',
  'securityGeneral.lockout.title': 'User lockout',
  'securityGeneral.lockout.on': 'Lock accounts after failed sign-ins',
  'securityGeneral.lockout.max': 'Failed sign-ins before the lock',
  'securityGeneral.lockout.vendor':
    'after {count, plural, one {one failed sign-in} other {{count, number} failed sign-ins}}',
  'securityGeneral.history.title': 'Password history',
  'securityGeneral.history.on': 'Refuse recently used passwords',
  'securityGeneral.history.size': 'Passwords remembered',
  'securityGeneral.history.vendor':
    'the last {count, plural, one {password} other {{count, number} passwords}}',
  'securityGeneral.complexity.title': 'Password complexity',
  'securityGeneral.complexity.minLength': 'Minimum length',
  'securityGeneral.complexity.maxLength': 'At most {count, number} characters',
  'securityGeneral.complexity.optional':
    '{count, plural, one {At least one of} other {At least {count, number} of}}: {tests}',
  'securityGeneral.complexity.passphrase': 'Or a passphrase of {count, number} characters or more',
  'securityGeneral.complexity.test.requireLowercase': 'a lowercase letter',
  'securityGeneral.complexity.test.requireUppercase': 'an uppercase letter',
  'securityGeneral.complexity.test.requireNumbers': 'a digit',
  'securityGeneral.complexity.test.requireSpecialChars': 'a symbol',
  'securityGeneral.complexity.nist':
    'NIST (SP 800-63B) advises against composition rules: length and refusing breached passwords protect better.',
  'securityGeneral.rotation.title': 'Password rotation',
  'securityGeneral.rotation.on': 'Expire passwords',
  'securityGeneral.rotation.period': 'Days before a password expires',
  'securityGeneral.rotation.notice': 'Days of notice before it expires',
  'securityGeneral.rotation.vendor':
    'The application’s own rotation: every {count, plural, one {day} other {{count, number} days}}.',
  'securityGeneral.rotation.vendorOff': 'The application sets no rotation of its own.',
  'securityGeneral.rotation.effective':
    'Members’ passwords expire after {count, plural, one {one day} other {{count, number} days}} (the shorter of the two).',
  'securityGeneral.rotation.effectiveOff': 'Members’ passwords do not expire.',
  'securityGeneral.signIn.title': 'Sign-in',
  'securityGeneral.captcha.title': 'Captcha',
  'securityGeneral.captcha.on': 'Sign-in asks for a captcha ({provider}).',
  'securityGeneral.captcha.off': 'Sign-in asks for no captcha.',
  'securityGeneral.strategies.title': 'Ways to sign in',
  'securityGeneral.locked.signIn':
    'The application sets the captcha and the ways to sign in for every account; they cannot be changed here.',
  'securityGeneral.locked.lockout':
    'The application sets the lockout for every account ({value}); it cannot be changed here.',
  'securityGeneral.locked.history':
    'The application sets the password history for every account ({value}); it cannot be changed here.',
  'securityGeneral.locked.complexity':
    'The application sets the password complexity for every account; it cannot be changed here.',
  'securityGeneral.locked.rotation':
    'The application sets the password rotation for every account; it cannot be changed here.',
}

/** The Security page's IP restrictions tab (pages/security/ip). */
export const securityIp = {
  'securityIp.title': 'IP restrictions',
  'securityIp.subtitle':
    'Only the addresses you allow, or every address but the ones you block, may sign in to this account and use it.',
  'securityIp.readOnly':
    'You can see these restrictions but not change them: that needs the permission to edit the security policy.',
  'securityIp.loadFailed': 'The IP restrictions could not be loaded.',
  'securityIp.retry': 'Try again',
  'securityIp.active': 'Restrict access by IP address',
  'securityIp.strategy': 'Which list applies',
  'securityIp.strategy.ALLOW': 'Allow list: only these addresses',
  'securityIp.strategy.BLOCK': 'Block list: all but these addresses',
  'securityIp.myIp': 'Your IP address: {ip}',
  'securityIp.myIpUnknown': 'The server cannot tell your IP address.',
  'securityIp.addMyIp': 'Add my IP',
  'securityIp.addMyIpHint': 'Adds your address to the allow list and turns the allow list on.',
  'securityIp.addedMyIp': 'Your IP is on the allow list, and the allow list is on.',
  'securityIp.saved': 'IP restrictions saved.',
  'securityIp.saveFailed': 'The change could not be saved.',
  'securityIp.add.title': 'Add an address',
  'securityIp.add.ip': 'IP address or CIDR range',
  'securityIp.add.ipHint': 'For example 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32',
  'securityIp.add.description': 'Description (optional)',
  'securityIp.add.list': 'List',
  'securityIp.add.submit': 'Add',
  'securityIp.add.required': 'Enter an IP address or a CIDR range.',
  'securityIp.add.invalid': 'This is not an IP address or a CIDR range.',
  'securityIp.add.duplicate': 'This address is on the list already.',
  'securityIp.added': '{ip} added.',
  'securityIp.bulk.open': 'Add several',
  'securityIp.bulk.title': 'Add several addresses',
  'securityIp.bulk.ips': 'Addresses, one a line (an optional description after a space)',
  'securityIp.bulk.invalid': 'Line {line} is not an IP address or a CIDR range: {text}',
  'securityIp.bulk.required': 'Enter at least one address.',
  'securityIp.bulk.tooMany': 'Add at most 100 addresses at once.',
  'securityIp.bulk.submit': 'Add all',
  'securityIp.bulk.cancel': 'Cancel',
  'securityIp.bulk.added': '{count, plural, one {# address added.} other {# addresses added.}}',
  'securityIp.search': 'Search addresses',
  'securityIp.column.ip': 'Address',
  'securityIp.column.description': 'Description',
  'securityIp.column.list': 'List',
  'securityIp.list.ALLOW': 'Allow',
  'securityIp.list.BLOCK': 'Block',
  'securityIp.empty': 'No IP restrictions yet.',
  'securityIp.noMatch': 'No address matches this search.',
  'securityIp.delete': 'Delete',
  'securityIp.deleteLabel': 'Delete {ip}',
  'securityIp.confirmDelete.title': 'Delete this restriction?',
  'securityIp.confirmDelete.message': '{ip} leaves the list at once.',
  'securityIp.deleted': '{ip} deleted.',
  'securityIp.deleteFailed': 'The restriction could not be deleted.',
  'securityIp.forbidden': 'You no longer have the permission to do this.',
  'securityIp.pages': 'Pages',
  'securityIp.range': '{from, number}–{to, number} of {total, number}',
  'securityIp.previous': 'Previous',
  'securityIp.previousPage': 'Previous page',
  'securityIp.next': 'Next',
  'securityIp.nextPage': 'Next page',
}

/**
 * The box's words for a sign-in the tenant's IP restrictions refuse (403 ER-FOYER-1040): added by the
 * password step, which loads on demand, so the box's first load does not carry them.
 */
export const loginIpRestricted = {
  'login.error.ipRestricted':
    'Your network address may not sign in to this account. Contact your administrator',
}

/**
 * The server's refusals by a tenant's email-domain restrictions, in the request's language
 * (`server/src/email-domains/check.ts`; the same English as `wire/email-domain-refusal.ts`). The
 * server's alone: French and Hebrew in `../mail/`, no page loads them.
 */
export const emailDomainRefusal = {
  'emailDomainRefusal.blocked': 'Email addresses at {domain} are not allowed in this account',
  'emailDomainRefusal.notAllowed':
    'Email addresses at {domain} are not allowed in this account: it accepts only its approved domains',
  'emailDomainRefusal.publicDomain':
    'Addresses of public email providers such as {domain} are not allowed in this account: use a work address',
  'emailDomainRefusal.noEmail':
    'This account accepts only members with an email address at one of its approved domains',
  'emailDomainRefusal.thisDomain': 'this domain',
}

/** The Security page's email-domain restrictions tab (pages/security/domains). */
export const securityDomains = {
  'securityDomains.title': 'Email-domain restrictions',
  'securityDomains.subtitle':
    'Decide whose email addresses may join this account: invitations, sign-ups with the invitation link, single sign-on and social sign-in, and changes of address all obey it. Members already in the account stay.',
  'securityDomains.loading': 'Loading the email-domain restrictions…',
  'securityDomains.loadFailed': 'The email-domain restrictions could not be loaded.',
  'securityDomains.retry': 'Try again',
  'securityDomains.readOnly':
    'You can see these restrictions; changing them needs the permission to edit the security policy.',
  'securityDomains.active': 'Restrict email domains',
  'securityDomains.activeOn': 'On: new members are checked against the list below.',
  'securityDomains.activeOff': 'Off: any address may join.',
  'securityDomains.mode': 'Which list applies',
  'securityDomains.mode.BLOCK':
    'Block-list: everyone may join except addresses at the blocked domains',
  'securityDomains.mode.ALLOW': 'Allow-list: only addresses at the allowed domains may join',
  'securityDomains.public': 'Block public email domains',
  'securityDomains.publicHint':
    'Refuses addresses of public mail providers such as gmail.com, outlook.com or yahoo.com (a list of about 8,700 providers kept on the server), so members join with a work address.',
  'securityDomains.allowedTitle': 'Allowed domains',
  'securityDomains.blockedTitle': 'Blocked domains',
  'securityDomains.listHint':
    'A domain covers its subdomains too: acme.com also covers eu.acme.com.',
  'securityDomains.domain': 'Domain',
  'securityDomains.add': 'Add domain',
  'securityDomains.adding': 'Adding…',
  'securityDomains.invalid': 'Enter a domain name such as example.com.',
  'securityDomains.duplicate': '{domain} is already on a list.',
  'securityDomains.added': '{domain} added.',
  'securityDomains.emptyAllowed':
    'No allowed domain yet. Add one before turning the allow-list on.',
  'securityDomains.emptyBlocked': 'No blocked domain yet.',
  'securityDomains.remove': 'Remove {domain}',
  'securityDomains.removeTitle': 'Remove this domain?',
  'securityDomains.removeAllowed':
    'Addresses at {domain} will no longer be allowed to join. Members already in the account stay.',
  'securityDomains.removeBlocked': 'Addresses at {domain} will be able to join again.',
  'securityDomains.removeConfirm': 'Remove domain',
  'securityDomains.removed': '{domain} removed.',
  'securityDomains.saved': 'Saved.',
  'securityDomains.failed': 'The change could not be saved.',
}

/** The Security page's security center (pages/security/center). */
export const securityCenter = {
  'securityCenter.title': 'Security center',
  'securityCenter.subtitle':
    'Your account’s security score, what would raise it, and the members who need attention.',
  'securityCenter.signedOut': 'Sign in to see your account’s security.',
  'securityCenter.loading': 'Reading your security settings…',
  'securityCenter.loadFailed': 'The security center could not be loaded.',
  'securityCenter.forbidden':
    'You need permission to read the security policy to see the security center.',
  'securityCenter.retry': 'Try again',
  'securityCenter.score': 'Security score',
  'securityCenter.scoreValue': '{score} out of 100',
  'securityCenter.grade.good': 'strong',
  'securityCenter.grade.fair': 'fair',
  'securityCenter.grade.poor': 'weak',
  'securityCenter.recommendations': 'Recommendations',
  'securityCenter.noRecommendations': 'Nothing to do: your account passes every check.',
  'securityCenter.insights': 'Insights',
  'securityCenter.severity.SEVERE': 'Severe',
  'securityCenter.severity.WARNING': 'Warning',
  'securityCenter.severity.INFO': 'Advice',
  'securityCenter.category.MFA': 'Multi-factor authentication',
  'securityCenter.category.PASSWORD': 'Passwords',
  'securityCenter.category.SESSIONS': 'Sessions',
  'securityCenter.category.INACTIVITY': 'Inactive members',
  'securityCenter.category.IP': 'IP addresses',
  'securityCenter.category.DOMAIN': 'Email domains',
  'securityCenter.category.SSO': 'Single sign-on',
  'securityCenter.rec.FORCE_MFA':
    'Members may sign in with a password alone: anyone who steals one gets in. Require a second factor.',
  'securityCenter.rec.ENROLL_MFA':
    '{unenrolled, plural, one {# member has} other {# members have}} no second factor yet: a stolen password alone opens their account.',
  'securityCenter.rec.BREACHED_PASSWORDS_EXIST':
    '{breached, plural, one {# member signs in} other {# members sign in}} with a password found in a data breach, which attackers try first.',
  'securityCenter.rec.ENABLE_USER_LOCKOUT':
    'Accounts are never locked after failed sign-ins, so a password can be guessed without limit.',
  'securityCenter.rec.STRENGTHEN_USER_LOCKOUT':
    'Lock accounts after at most {attempts} failed sign-ins: more leaves room for guessing.',
  'securityCenter.rec.ENABLE_PASSWORD_HISTORY':
    'Members may reuse an old password, even one that was stolen. Turn on password history.',
  'securityCenter.rec.STRENGTHEN_PASSWORD_HISTORY':
    'Refuse at least the last {history} passwords so a reset cannot bring a stolen one back.',
  'securityCenter.rec.ENABLE_IDLE_SESSION':
    'Sessions never end when left idle: an unattended browser stays signed in.',
  'securityCenter.rec.SET_IDLE_SESSION':
    'End idle sessions after {idleHours} hours or less, so an unattended browser does not stay signed in all day.',
  'securityCenter.rec.ENABLE_FORCE_RELOGIN':
    'Members never have to sign in again: a stolen session lasts forever.',
  'securityCenter.rec.SET_FORCE_RELOGIN':
    'Ask members to sign in again at least every {reloginDays} days to cut a stolen session short.',
  'securityCenter.rec.ENABLE_SESSION_CONCURRENCY':
    'A member may be signed in on any number of devices, so a shared or stolen account goes unnoticed.',
  'securityCenter.rec.SET_SESSION_CONCURRENCY':
    'Allow at most {sessions} sessions per member, so a shared or stolen account shows.',
  'securityCenter.rec.REVIEW_INACTIVE_USERS':
    '{stale, plural, one {# member has} other {# members have}} not signed in for 90 days: forgotten accounts are taken over unnoticed.',
  'securityCenter.rec.ENABLE_IP_RESTRICTIONS':
    'Members may sign in from any address. Allow only your offices and VPN.',
  'securityCenter.rec.CHANGE_IP_TO_ALLOWLIST':
    'Your IP restrictions block listed addresses; an allow-list also keeps out every address you have not listed.',
  'securityCenter.rec.ENABLE_DOMAIN_RESTRICTIONS':
    'Anyone with any email address may be invited or join. Restrict the email domains.',
  'securityCenter.rec.CHANGE_DOMAIN_TO_ALLOWLIST':
    'Your email-domain restrictions block listed domains; an allow-list admits only your own.',
  'securityCenter.rec.CONFIGURE_SSO':
    'Members sign in with passwords you do not manage, and leavers keep access until removed. Connect your identity provider.',
  'securityCenter.fix.generalSettings': 'Open general settings',
  'securityCenter.fix.sessionManagement': 'Open session management',
  'securityCenter.fix.ipRestrictions': 'Open IP restrictions',
  'securityCenter.fix.domainRestrictions': 'Open email domains',
  'securityCenter.fix.sso': 'Set up single sign-on',
  'securityCenter.fix.breachedPasswords': 'Show members with breached passwords',
  'securityCenter.fix.mfaUnenrolled': 'Show members without a second factor',
  'securityCenter.fix.inactiveUsers': 'Show inactive members',
  'securityCenter.insight.MFA_FORCED': 'Every member must use a second factor.',
  'securityCenter.insight.PARTIALLY_FORCED_MFA':
    'Every member must use a second factor, except those who sign in through SSO.',
  'securityCenter.insight.MFA_NOT_FORCED': 'A second factor is optional.',
  'securityCenter.insight.NO_MFA_USAGE': 'No member uses a second factor yet.',
  'securityCenter.insight.PARTIAL_MFA_USAGE': '{enrolled} of {total} members use a second factor.',
  'securityCenter.insight.FULL_MFA_USAGE': 'All {total} members use a second factor.',
  'securityCenter.insight.BREACHED_PASSWORD_USERS_EXIST':
    '{breached, plural, one {# member has} other {# members have}} a password found in a breach.',
  'securityCenter.insight.IMPROVE_LOCKOUT_POLICY':
    'The lockout after failed sign-ins can be tighter.',
  'securityCenter.insight.IMPROVE_PASSWORD_HISTORY_POLICY':
    'Password history can refuse more old passwords.',
  'securityCenter.insight.FULL_PASSWORD_SETTINGS': 'Lockout and password history are set well.',
  'securityCenter.insight.NO_SESSION_SETTINGS': 'No session rule is on.',
  'securityCenter.insight.PARTIAL_SESSION_SETTINGS': '{configured} of 3 session rules are on.',
  'securityCenter.insight.FULL_SESSION_SETTINGS':
    'Idle timeout, forced re-login and session limit are all on.',
  'securityCenter.insight.INACTIVE_USERS_EXIST':
    '{stale} of {total} members have not signed in for 90 days.',
  'securityCenter.insight.NO_INACTIVE_USERS': 'Every member signed in within the last 90 days.',
  'securityCenter.insight.NO_IP_RESTRICTIONS': 'Sign-in is open from any IP address.',
  'securityCenter.insight.IP_ALLOWLIST':
    'Only {ips, plural, one {# listed address or range} other {# listed addresses and ranges}} may sign in.',
  'securityCenter.insight.IP_DENYLIST':
    '{ips, plural, one {# address or range is} other {# addresses and ranges are}} blocked.',
  'securityCenter.insight.NO_DOMAIN_RESTRICTIONS': 'Any email domain may join.',
  'securityCenter.insight.DOMAIN_ALLOWLIST': 'Only listed email domains may join.',
  'securityCenter.insight.DOMAIN_DENYLIST': 'Listed email domains may not join.',
  'securityCenter.insight.SSO_CONFIGURED': 'Single sign-on is set up for a verified domain.',
  'securityCenter.insight.NO_SSO': 'Single sign-on is not set up.',
  'securityCenter.users.title': 'Members who need attention',
  'securityCenter.users.tab.breached': 'Breached passwords',
  'securityCenter.users.tab.mfaUnenrolled': 'No second factor',
  'securityCenter.users.tab.inactive': 'Inactive',
  'securityCenter.users.about.breached':
    'Members whose current password was found in a data breach. A reset mails each a link to choose a new one.',
  'securityCenter.users.about.mfaUnenrolled':
    'Members without an authenticator app, security key or text-message code.',
  'securityCenter.users.about.inactive':
    'Members who have not signed in for 90 days, or never. Disable or remove those who left.',
  'securityCenter.users.empty.breached': 'No member’s password was found in a breach.',
  'securityCenter.users.empty.mfaUnenrolled': 'Every member has a second factor.',
  'securityCenter.users.empty.inactive': 'Every member signed in within the last 90 days.',
  'securityCenter.users.readOnly': 'You need permission to edit users to mail these members.',
  'securityCenter.users.column.member': 'Member',
  'securityCenter.users.column.lastSeen': 'Last sign-in',
  'securityCenter.users.never': 'Never',
  'securityCenter.users.forbidden': 'You need permission to read users to see these members.',
  'securityCenter.users.loadFailed': 'These members could not be loaded.',
  'securityCenter.users.resetTitle': 'Mail these members a password-reset link?',
  'securityCenter.users.resetMessage':
    'Each member whose password was found in a breach gets a link to choose a new one. Their current password keeps working until they do.',
  'securityCenter.users.resetConfirm': 'Send reset links',
  'securityCenter.users.resetDone': 'Password-reset links sent.',
  'securityCenter.users.shown': '{shown} of {total} shown',
  'securityCenter.users.more': 'Show 10 more',
  'securityCenter.users.reset': 'Reset passwords',
  'securityCenter.users.remind': 'Remind them',
  'securityCenter.users.remindTitle': 'Remind members to add a second factor?',
  'securityCenter.users.remindMessage':
    'Each member without a second factor gets a mail asking them to add one. Members reminded in the last 24 hours are skipped.',
  'securityCenter.users.remindConfirm': 'Send reminders',
  'securityCenter.users.reminded':
    '{mailed, plural, =0 {No reminder sent} one {# reminder sent} other {# reminders sent}}{skipped, plural, =0 {} one {; # member was reminded today already} other {; # members were reminded today already}}.',
  'securityCenter.users.mailFailed': 'The mails could not be sent. Please try again.',
  'securityCenter.users.openTeam': 'Open the Users page',
}

/** The reminder to enrol a second factor (server/src/security-center/mfa-reminder.ts). */
export const mfaReminderMail = {
  'mfaReminderMail.subject': 'Protect your {brand} account with a second sign-in step',
  'mfaReminderMail.heading': 'Add a second sign-in step',
  'mfaReminderMail.intro':
    'An administrator of {brand} asks you to add a second sign-in step to your account ({email}): an authenticator app, a security key or a code by text message.',
  'mfaReminderMail.why':
    'If your password is ever stolen, the second step keeps everyone else out. Sign in, then add it in your profile settings.',
  'mfaReminderMail.action': 'Sign in to add it',
}

/** The portal header's switch between the user's accounts (tenants). */
export const tenantSwitcher = {
  'tenantSwitcher.label': 'Account',
  'tenantSwitcher.switching': 'Switching to {name}…',
  'tenantSwitcher.switched': '{name} is now your active account.',
  'tenantSwitcher.failed': 'The switch to {name} did not work: {message}',
  'tenantSwitcher.dismiss': 'Dismiss',
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

/** Forgot and reset password, reset phone number (login box, src/react/login/recovery). */
export const recovery = {
  'recovery.forgot.title': 'Forgot your password?',
  'recovery.forgot.subtitle': 'Enter your email and we will help you choose a new password.',
  'recovery.email': 'Email',
  'recovery.continue': 'Continue',
  'recovery.backToSignIn': 'Back to sign in',
  'recovery.invalidEmail': 'Enter a valid email address.',
  'recovery.none': 'Password recovery is not available here. Contact your administrator.',
  'recovery.selector.title': 'How should we reach you?',
  'recovery.selector.subtitle': 'Choose how to reset the password of {email}.',
  'recovery.selector.email': 'Email me a link',
  'recovery.selector.sms': 'Text me a code',
  'recovery.sms.title': 'Enter the code',
  'recovery.sms.subtitle':
    'If the account of {email} has a phone number, we texted it a 6-digit code. It works for 10 minutes.',
  'recovery.code': 'Code',
  'recovery.codeRequired': 'Enter the 6-digit code.',
  'recovery.resend': 'Send a new code',
  'recovery.resent': 'A new code is on its way.',
  'recovery.emailSent.title': 'Check your email',
  'recovery.emailSent.body':
    'If an account uses {email}, we sent it a link to choose a new password. The link works once, for one hour.',
  'recovery.emailSent.resend': 'Send the link again',
  'recovery.emailSent.resent': 'Sent again.',
  'recovery.reset.checking': 'Checking your link…',
  'recovery.reset.title': 'Choose a new password',
  'recovery.reset.password': 'New password',
  'recovery.reset.passwordRequired': 'Enter a new password.',
  'recovery.reset.submit': 'Save the password',
  'recovery.reset.invalid.title': 'This link no longer works',
  'recovery.reset.invalid.body': 'Reset links work once, for one hour. Ask for a new one.',
  'recovery.reset.invalid.again': 'Ask for a new link',
  'recovery.reset.success.title': 'Your password is changed',
  'recovery.reset.success.body': 'You were signed out everywhere. Sign in with your new password.',
  'recovery.reset.success.signIn': 'Sign in',
  'recovery.error.code': 'That code is not right. Check it and try again.',
  'recovery.error.codeGone': 'This code no longer works. Ask for a new one.',
  'recovery.error.tooMany': 'Too many requests. Wait a while and try again.',
  'recovery.error.failed': 'That did not work. Please try again.',
  'recovery.error.offline':
    'The server could not be reached. Check your connection and try again; nothing you typed is lost.',
  'recovery.phone.title': 'Reset your phone number',
  'recovery.phone.subtitle':
    'Lost your phone? Enter your email and we will mail you a code to set a new number.',
  'recovery.phone.submit': 'Email me a code',
  'recovery.phone.verify.subtitle':
    'If an account uses {email}, we mailed it a 6-digit code. It works for 10 minutes.',
  'recovery.phone.change.title': 'Your new phone number',
  'recovery.phone.change.subtitle':
    'Include the country code, for example +1 415 555 0100. We will text it a code to sign in.',
  'recovery.phone.number': 'Phone number',
  'recovery.phone.numberRequired': 'Enter your new phone number.',
  'recovery.phone.change.submit': 'Save and text me a code',
}

/** The password-reset mail (server/src/recovery/messages.ts). */
export const passwordResetMail = {
  'passwordResetMail.subject': 'Reset your {brand} password',
  'passwordResetMail.heading': 'Reset your password',
  'passwordResetMail.intro':
    'Someone asked to reset the password of your {brand} account ({email}). The link below works once, for one hour.',
  'passwordResetMail.action': 'Choose a new password',
  'passwordResetMail.ignore':
    'If you did not ask for this, ignore this mail: your password stays as it is.',
}

/** The phone-number reset mail (server/src/recovery/messages.ts). */
export const phoneResetMail = {
  'phoneResetMail.subject': 'Your code to change the phone number of your {brand} account',
  'phoneResetMail.heading': 'Change your phone number',
  'phoneResetMail.intro':
    'Someone asked to change the phone number of your {brand} account ({email}). Enter this code where you asked; it works once, for 10 minutes.',
  'phoneResetMail.ignore':
    'If you did not ask for this, ignore this mail: your phone number stays as it is.',
}

/** The texts of recovery SMS (server/src/recovery/messages.ts). */
export const recoverySms = {
  'recoverySms.passwordReset':
    '{code} is your {brand} password reset code. It expires in 10 minutes.',
  'recoverySms.phoneChange':
    '{code} is your {brand} code to confirm this phone number. It expires in 10 minutes.',
}

/** The "Sign up" link under the first sign-in step (shown when the vendor allows sign-ups). */
export const signUpLink = {
  'signUpLink.prompt': 'Don’t have an account?',
  'signUpLink.link': 'Sign up',
}

/** The sign-up screens (SignUp, SignUpSuccess, VerifyPhone). */
export const signUp = {
  'signUp.title': 'Create your account',
  'signUp.haveAccount': 'Already have an account?',
  'signUp.signIn': 'Sign in',
  'signUp.name': 'Name',
  'signUp.email': 'Email',
  'signUp.emailOptional': 'Email (optional)',
  'signUp.emailOptionalHint':
    'Leave it empty to sign up with your phone number only: we will text you a code to sign in.',
  'signUp.companyName': 'Company name',
  'signUp.phoneNumber': 'Phone number',
  'signUp.phoneHint': 'With the country code, for example +1 415 555 0123.',
  'signUp.password': 'Password',
  'signUp.submit': 'Sign up',
  'signUp.error.emailInvalid': 'Please enter a valid email',
  'signUp.error.companyRequired': 'Please enter your company’s name',
  'signUp.error.phoneRequired': 'Phone number is required for phone number signup',
  'signUp.error.emailOrPhone': 'Enter your email or your phone number',
  'signUp.error.passwordRequired': 'Please choose a password',
  'signUp.error.exists': 'An account with this email already exists. Sign in instead.',
  'signUp.error.notAllowed': 'Sign-up is not available here. Please contact your administrator.',
  'signUp.error.tooMany': 'Too many attempts. Please wait a moment and try again.',
  'signUp.error.failed': 'Sign-up did not complete. Please try again.',
  'signUp.success.title': 'Your account is ready',
  'signUp.success.text': 'Welcome, {name}. You are signed in.',
  'signUp.success.continue': 'Continue',
  'signUp.checkEmail.title': 'Check your email',
  'signUp.checkEmail.text':
    'We sent an activation link to {email}. Open it to activate your account.',
  'signUp.verifyPhone.title': 'Verify your phone number',
  'signUp.verifyPhone.text': 'We are texting a code to {phone}.',
}

/** The account activation screens (activating, activatingForm, success, resend; with a code). */
export const activation = {
  'activation.activating': 'Activating your account…',
  'activation.form.title': 'Activate your account',
  'activation.form.text': 'Choose a password to finish activating your account.',
  'activation.password': 'Password',
  'activation.submit': 'Activate',
  'activation.success.title': 'Your account is active',
  'activation.success.text': 'You are signed in. We will take you onward in a few seconds.',
  'activation.success.continue': 'Continue now',
  'activation.resend.title': 'This link no longer works',
  'activation.resend.expired': 'This activation link has expired.',
  'activation.resend.invalid': 'This activation link is not valid or was already used.',
  'activation.resend.text': 'Enter your email and we will send you a new link.',
  'activation.resend.email': 'Email',
  'activation.resend.submit': 'Send a new link',
  'activation.resend.sent':
    'If an account at {email} is waiting for activation, a new link is on its way.',
  'activation.code.title': 'Enter your activation code',
  'activation.code.text':
    'We emailed you a 6-digit code and a link. Enter the code here, or open the link.',
  'activation.code.label': 'Activation code',
  'activation.error.code': 'That code is not right. Check it and try again.',
  'activation.error.codeFormat': 'Enter the 6 digits of the code',
  'activation.error.emailInvalid': 'Please enter a valid email',
  'activation.error.passwordRequired': 'Please choose a password',
  'activation.error.failed': 'Activation did not complete. Please try again.',
  'activation.error.tooMany': 'Too many requests. Please wait a moment and try again.',
  'activation.backToSignIn': 'Back to sign in',
}

/** The activation mail and the sign-up SMS (server only). */
export const activationMail = {
  'activationMail.subject': 'Activate your {brand} account',
  'activationMail.heading': 'Welcome to {brand}',
  'activationMail.intro': 'Hello {name}, confirm your email address to activate your account.',
  'activationMail.action': 'Activate my account',
  'activationMail.code':
    'Enter this code in the window where you signed up (it works for 10 minutes), or use the button below.',
  'activationMail.expiry': 'The link works once, for {hours} hours.',
  'activationMail.sms': '{code} is your {brand} sign-in code. It expires in 10 minutes.',
}

/** Accepting an invitation in the login box (src/react/login/invitation). */
export const invitation = {
  'invitation.title': 'Accept your invitation',
  'invitation.validating': 'Checking your invitation…',
  'invitation.pending': 'Accepting your invitation…',
  'invitation.setPassword': 'Choose a password to finish joining.',
  'invitation.password': 'Password',
  'invitation.accept': 'Accept invitation',
  'invitation.code': 'Code',
  'invitation.codeHint': 'Enter the 6-digit code you received with your invitation.',
  'invitation.codeInvalid': 'Enter the 6 digits of the code',
  'invitation.codeRefused': 'That code is not right or has expired.',
  'invitation.codeSending': 'Sending you a code…',
  'invitation.codeMailed': 'We emailed a 6-digit code to {destination}. It works for 10 minutes.',
  'invitation.codeTexted': 'We texted a 6-digit code to {destination}. It works for 10 minutes.',
  'invitation.codeResend': 'Send a new code',
  'invitation.codeTooMany': 'Too many codes were asked for. Wait a few minutes, then try again.',
  'invitation.codeSendFailed': 'We could not send a code. Try again in a moment.',
  'invitation.invalid.title': 'This invitation link is not valid',
  'invitation.invalid.body':
    'It may have expired or been used already. Ask your administrator to send a new invitation.',
  'invitation.success.title': 'You have joined',
  'invitation.success.body': 'Your invitation is accepted. Sign in to continue.',
  'invitation.failed.title': 'We could not accept your invitation',
  'invitation.failed.body': 'Something went wrong on our side. Try again in a moment.',
  'invitation.retry': 'Try again',
  'invitation.signIn': 'Sign in',
}

/** Unlocking an account in the login box (src/react/login/unlock). */
export const unlock = {
  'unlock.title': 'Unlock your account',
  'unlock.pending': 'Unlocking your account…',
  'unlock.success.title': 'Your account is unlocked',
  'unlock.success.body': 'You can sign in again. Taking you to sign in in {seconds} seconds…',
  'unlock.invalid.title': 'This unlock link is not valid',
  'unlock.invalid.body':
    'It may have expired or been used already. The lock also ends by itself after a while.',
  'unlock.captcha.title': 'The captcha check did not pass',
  'unlock.captcha.body': 'Your unlock link still works: try again to complete the check.',
  'unlock.failed.title': 'We could not unlock your account',
  'unlock.failed.body': 'Something went wrong on our side. Try again in a moment.',
  'unlock.retry': 'Try again',
  'unlock.signIn': 'Sign in now',
}

/** The invitation mail (server/src/invitations/mail.ts). */
export const invitationMail = {
  'invitationMail.subject': 'You are invited to {brand}',
  'invitationMail.heading': 'Join {brand}',
  'invitationMail.invitedBy': '{inviter} invited you to join {brand}.',
  'invitationMail.invited': 'You are invited to join {brand}.',
  'invitationMail.expiry': 'The invitation link works for {days} days.',
  'invitationMail.action': 'Accept the invitation',
}

/** The code that accepts an invitation, mailed or texted (server/src/invitations/code.ts). */
export const invitationCodeMail = {
  'invitationCodeMail.subject': 'Your code to join {brand}',
  'invitationCodeMail.heading': 'Your invitation code',
  'invitationCodeMail.body':
    'Enter this code where you opened your invitation to join {brand}. It works once, within {minutes} minutes. Never share it.',
  'invitationCodeMail.notYou':
    'If you did not open an invitation just now, ignore this message: nothing happens without the code.',
  'invitationCodeMail.smsText':
    '{code} is your code to join {brand}. It expires in {minutes} minutes. Never share it.',
}

/** The unlock mail sent when an account locks (server/src/unlock/mail.ts). */
export const unlockMail = {
  'unlockMail.subject': 'Your {brand} account is locked',
  'unlockMail.heading': 'Your account is locked',
  'unlockMail.locked':
    'After too many failed sign-ins, your account was locked. If it was you, unlock it with the button below; the link works for {minutes} minutes.',
  'unlockMail.notYou':
    'If it was not you, someone may be trying to guess your password: unlock your account and change your password.',
  'unlockMail.action': 'Unlock my account',
}

/** The mails of changing one's email address: the code to the new address, the notice to the old. */
export const emailChangeMail = {
  'emailChangeMail.subject': 'Your {brand} code to confirm this email address',
  'emailChangeMail.heading': 'Confirm your new email address',
  'emailChangeMail.code':
    'Enter this code to make {email} the email address of your {brand} account. It expires in {minutes} minutes.',
  'emailChangeMail.notYou': 'If you did not ask for this, ignore this mail: nothing changes.',
  'emailChangeMail.noticeSubject': 'The email address of your {brand} account changed',
  'emailChangeMail.noticeHeading': 'Your email address changed',
  'emailChangeMail.notice': 'Your {brand} account now uses {email} instead of this address.',
  'emailChangeMail.noticeNotYou':
    'If you did not make this change, contact your administrator at once: someone else may be using your account.',
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

/** The box's second-factor steps (authenticator app, enrolment, recovery code). */
export const mfa = {
  'mfa.code.title': 'Two-factor authentication',
  'mfa.code.subtitle':
    'Open your authenticator app and enter the 6-digit code it shows for this account.',
  'mfa.code.label': 'Authentication code',
  'mfa.code.submit': 'Verify',
  'mfa.code.required': 'Enter the 6 digits your app shows',
  'mfa.code.invalid': 'That code is incorrect or has expired. Enter the newest code from your app.',
  'mfa.code.tooMany': 'Too many wrong codes. Sign in again to get new tries.',
  'mfa.expired': 'This sign-in has expired. Sign in again.',
  'mfa.remember': 'Remember this device for {days} days',
  'mfa.useRecovery': 'Lost your device? Use your recovery code',
  'mfa.backToLogin': 'Back to sign-in',
  'mfa.verify.title': 'Choose how to verify',
  'mfa.verify.subtitle': 'Your account has more than one second factor.',
  'mfa.verify.app': 'Authenticator app {number}',
  'mfa.enrol.title': 'Set up two-factor authentication',
  'mfa.enrol.subtitle':
    'Your organisation requires a second step at sign-in. Set up an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) to continue.',
  'mfa.enrol.scan': '1. Scan this QR code with your authenticator app.',
  'mfa.enrol.qrAlt': 'QR code to add {email} to an authenticator app',
  'mfa.enrol.manual': 'Can’t scan it? Enter this key in the app instead:',
  'mfa.enrol.copy': 'Copy key',
  'mfa.enrol.copied': 'Key copied',
  'mfa.enrol.enterCode': '2. Enter the 6-digit code the app now shows.',
  'mfa.enrol.submit': 'Turn on two-factor authentication',
  'mfa.enrol.loading': 'Preparing your QR code…',
  'mfa.enrol.failed': 'The QR code could not be prepared. Try again.',
  'mfa.enrol.retry': 'Try again',
  'mfa.recoveryCode.title': 'Save your recovery code',
  'mfa.recoveryCode.body':
    'If you lose your phone, this code is the only way back into your account without your authenticator app. It works once. Keep it somewhere safe: it will not be shown again.',
  'mfa.recoveryCode.label': 'Recovery code',
  'mfa.recoveryCode.copy': 'Copy code',
  'mfa.recoveryCode.copied': 'Code copied',
  'mfa.recoveryCode.saved': 'I saved my recovery code',
  'mfa.recoveryCode.continue': 'Continue',
  'mfa.recover.title': 'Use your recovery code',
  'mfa.recover.subtitle':
    'The code removes two-factor authentication from {email}. You then sign in with your password and can set up a new device.',
  'mfa.recover.label': 'Recovery code',
  'mfa.recover.submit': 'Remove two-factor authentication',
  'mfa.recover.required': 'Enter your recovery code',
  'mfa.recover.invalid': 'That recovery code is incorrect.',
  'mfa.recover.back': 'Back to the code step',
  'mfa.email.title': 'Check your email',
  'mfa.email.subtitle': 'We emailed a 6-digit code to {email}. It expires in 10 minutes.',
  'mfa.email.sending': 'Sending your code…',
  'mfa.email.resend': 'Send a new code',
  'mfa.email.resent': 'Sent again. Only the newest code works.',
  'mfa.email.tooManySends': 'Too many codes were requested. Wait a while, then send a new one.',
  'mfa.verify.email': 'Email a code to {email}',
  'mfa.verify.sms': 'Text a code to {phone}',
  'mfa.sms.title': 'Check your phone',
  'mfa.sms.subtitle': 'We texted a 6-digit code to {phone}. It expires in 10 minutes.',
  'mfa.sms.tooManySends': 'Too many codes were requested. Wait a while, then send a new one.',
  'mfa.recover.done': 'Two-factor authentication was removed. Sign in with your password.',
}

/** The privacy page's two-factor section (enrol and remove an authenticator app). */
export const mfaSettings = {
  'mfaSettings.title': 'Two-factor authentication',
  'mfaSettings.subtitleOn': 'On: signing in asks for a code from your authenticator app.',
  'mfaSettings.subtitleOff':
    'Off: add an authenticator app so a stolen password is not enough to sign in.',
  'mfaSettings.signedOut': 'Sign in to manage two-factor authentication.',
  'mfaSettings.loading': 'Loading your second factors…',
  'mfaSettings.loadFailed': 'Your second factors could not be loaded.',
  'mfaSettings.retry': 'Try again',
  'mfaSettings.app': 'Authenticator app',
  'mfaSettings.appNumber': 'Authenticator app {number}',
  'mfaSettings.on': 'On',
  'mfaSettings.add': 'Add authenticator app',
  'mfaSettings.remove': 'Remove',
  'mfaSettings.removeLabel': 'Remove {name}',
  'mfaSettings.enrolTitle': 'Add an authenticator app',
  'mfaSettings.scan':
    '1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).',
  'mfaSettings.qrAlt': 'QR code to add your account to an authenticator app',
  'mfaSettings.manual': 'Can’t scan it? Enter this key in the app instead:',
  'mfaSettings.copyKey': 'Copy key',
  'mfaSettings.copied': 'Copied',
  'mfaSettings.enterCode': '2. Enter the 6-digit code the app now shows.',
  'mfaSettings.code': 'Authentication code',
  'mfaSettings.codeRequired': 'Enter the 6 digits your app shows',
  'mfaSettings.codeInvalid':
    'That code is incorrect or has expired. Enter the newest code from your app.',
  'mfaSettings.turnOn': 'Turn on',
  'mfaSettings.cancel': 'Cancel',
  'mfaSettings.preparing': 'Preparing your QR code…',
  'mfaSettings.prepareFailed': 'The QR code could not be prepared.',
  'mfaSettings.alreadyOn':
    'An authenticator app is already set up. Remove it first to add another.',
  'mfaSettings.recoveryTitle': 'Save your recovery code',
  'mfaSettings.recoveryBody':
    'If you lose your phone, this code is the only way back into your account. It works once and will not be shown again.',
  'mfaSettings.copyCode': 'Copy code',
  'mfaSettings.done': 'Done',
  'mfaSettings.added': 'Two-factor authentication is on.',
  'mfaSettings.removeTitle': 'Remove the authenticator app?',
  'mfaSettings.removeBody':
    'To confirm it is you, enter a current code from the app, or your recovery code if you lost the device. Signing in will then ask for your password only.',
  'mfaSettings.removeCode': 'Code or recovery code',
  'mfaSettings.removeConfirm': 'Remove app',
  'mfaSettings.removed': 'The authenticator app was removed.',
  'mfaSettings.failed': 'That did not work. Try again.',
  'mfaSettings.offline': 'The server could not be reached. Nothing was changed; try again.',
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

/** The mail of an emailed second-factor code at sign-in (server/src/mfa/email-code.ts). */
export const mfaCodeMail = {
  'mfaCodeMail.subject': 'Your verification code for {brand}',
  'mfaCodeMail.heading': 'Your verification code',
  'mfaCodeMail.body':
    'Someone signed in to {brand} with your password. Enter this code to finish signing in. It works once, within {minutes} minutes. Never share it.',
  'mfaCodeMail.ignore':
    'If this was not you, change your password now: your password is known to someone else.',
}

/** The mail to an address someone tried to sign up with again (server/src/sign-up/taken-email.ts). */
export const accountExistsMail = {
  'accountExistsMail.subject': 'Someone tried to create a {brand} account with your email',
  'accountExistsMail.heading': 'You already have an account',
  'accountExistsMail.intro':
    'Someone just tried to sign up to {brand} with this email address, which already has an account. If it was you, sign in, or choose a new password if you forgot it.',
  'accountExistsMail.ignore':
    'If it was not you, ignore this mail: nothing changed on your account.',
  'accountExistsMail.action': 'Reset my password',
}

/** Passkeys: signing in with one, the prompt after sign-in, and the privacy page's list. */
export const passkeys = {
  'passkeys.signIn.button': 'Sign in with a passkey',
  'passkeys.error.cancelled':
    'The passkey request was cancelled or timed out. Try again when you are ready.',
  'passkeys.error.exists': 'This device already holds a passkey for your account.',
  'passkeys.error.unsupported':
    'This browser cannot use passkeys on this page. Sign in with your email instead.',
  'passkeys.error.refused':
    'This passkey could not sign you in. It may have been deleted from your account.',
  'passkeys.error.locked': 'User is locked. Try again later or contact your administrator',
  'passkeys.error.failed': 'Something went wrong. Please try again.',
  'passkeys.prompt.title': 'Sign in faster with a passkey',
  'passkeys.prompt.body':
    'Next time, use your fingerprint, face or screen lock instead of a password. Your passkey stays on your device and cannot be phished.',
  'passkeys.prompt.create': 'Create a passkey',
  'passkeys.prompt.later': 'Not now',
  'passkeys.prompt.never': 'Don’t ask again',
  'passkeys.section.signedOut': 'Sign in to see your passkeys.',
  'passkeys.section.title': 'Passkeys',
  'passkeys.section.subtitle':
    'Sign in with your fingerprint, face, screen lock or a security key instead of a password.',
  'passkeys.section.add': 'Add a passkey',
  'passkeys.section.empty': 'You have no passkeys yet.',
  'passkeys.section.loadFailed': 'Your passkeys could not be loaded.',
  'passkeys.section.platform': 'Passkey on a device',
  'passkeys.section.crossPlatform': 'Security key or phone',
  'passkeys.section.columnName': 'Passkey',
  'passkeys.section.columnCreated': 'Added',
  'passkeys.section.columnLastUsed': 'Last used',
  'passkeys.section.neverUsed': 'Not used yet',
  'passkeys.section.synced': 'Synced',
  'passkeys.section.delete': 'Delete',
  'passkeys.section.deleteLabel': 'Delete {name}',
  'passkeys.section.confirmTitle': 'Delete this passkey?',
  'passkeys.section.confirmBody':
    'You will no longer sign in with {name}. Remove it from the device or password manager too.',
  'passkeys.section.confirm': 'Delete passkey',
  'passkeys.section.added': 'Passkey added',
  'passkeys.section.deleted': 'Passkey deleted',
  'passkeys.section.deleteFailed': 'The passkey could not be deleted. Please try again.',
}

/** Social sign-in: the buttons under the email step and the callback route. */
export const social = {
  'social.divider': 'or',
  'social.group': 'Other ways to sign in',
  'social.continueWith': 'Continue with {provider}',
  'social.callback.signingIn': 'Signing you in with {provider}…',
  'social.callback.failedTitle': 'We couldn’t sign you in',
  'social.callback.backToLogin': 'Back to sign-in',
  'social.error.failed': 'Signing in with {provider} did not work. Please try again.',
  'social.error.emailNotVerified':
    'Your {provider} account has no verified email address. Verify it at {provider}, or sign in another way.',
  'social.error.signUpNotAllowed':
    'There is no account for this email address, and new sign-ups are closed.',
  'social.error.identityTaken': 'This {provider} account is linked to another user.',
  'social.error.cancelled': 'Signing in with {provider} was cancelled.',
  'social.error.unavailable':
    'Signing in with {provider} is not available right now. Please try again later.',
  'social.error.invalidLink': 'This sign-in link is not valid. Please start again.',
}

/** Custom social providers (issue 9): the logo's alt text and a name while the list loads. */
export const customSocial = {
  'customSocial.logoAlt': '{provider} logo',
  'customSocial.fallbackName': 'your provider',
}

/** Step-up (spec §4.4): the box's step-up route and the privacy page's question before a removal. */
export const stepUp = {
  'stepUp.title': 'Confirm it’s you',
  'stepUp.pending': 'Preparing your second factor…',
  'stepUp.done': 'Confirmed. Taking you back…',
  'stepUp.signedOut.title': 'Sign in first',
  'stepUp.signedOut.body': 'Your session has ended. Sign in, then try again.',
  'stepUp.signIn': 'Sign in',
  'stepUp.notEnrolled.title': 'Add a second factor first',
  'stepUp.notEnrolled.body':
    'This action needs a second factor, such as an authenticator app, and your account has none yet. Add one in your account’s privacy settings, then try again.',
  'stepUp.back': 'Go back',
  'stepUp.failed.title': 'That did not work',
  'stepUp.failed.body': 'We could not confirm it’s you. Try again.',
  'stepUp.retry': 'Try again',
  'stepUp.remove.hint':
    'Leave the field empty to confirm with your second factor on the next page instead.',
}

/** The texted code of the SMS second factor (server only). */
export const mfaSmsMail = {
  'mfaSmsMail.smsText':
    '{code} is your {brand} verification code. It expires in {minutes} minutes.',
}

/** Sign-in risk: the captcha, the breached password and password rotation steps (issue 8). */
export const passwordRisk = {
  'passwordRisk.captcha.label': 'I am not a robot',
  'passwordRisk.captcha.verifying': 'Checking this browser…',
  'passwordRisk.captcha.verified': 'Checked',
  'passwordRisk.captcha.verify': 'Check',
  'passwordRisk.captcha.required': 'Wait for the check to finish, then sign in.',
  'passwordRisk.captcha.error': 'The check failed. Try again.',
  'passwordRisk.captcha.expired': 'The check expired. Try again.',
  'passwordRisk.captcha.reload': 'Try again',
  'passwordRisk.captcha.wait': 'Still checking. Wait a moment.',
  'passwordRisk.captcha.loading': 'Loading…',
  'passwordRisk.captcha.footer': 'Protected by ALTCHA',
  'passwordRisk.captcha.unavailable':
    'The sign-in check could not load. Reload the page or try again later.',
  'passwordRisk.breached.title': 'Choose a new password',
  'passwordRisk.breached.body':
    'Your password appeared in a data breach on another site, so others may know it. Choose a new password to go on.',
  'passwordRisk.breached.submit': 'Save and continue',
  'passwordRisk.breached.successTitle': 'Your password is changed',
  'passwordRisk.breached.successBody': 'Use your new password from now on.',
  'passwordRisk.continue': 'Continue',
  'passwordRisk.expired.title': 'Your password has expired',
  'passwordRisk.expired.body':
    'Your organisation asks for a new password every {days} days. Choose a new one to go on.',
  'passwordRisk.expired.submit': 'Save and continue',
  'passwordRisk.notice.title': 'Your password expires soon',
  'passwordRisk.notice.body':
    '{days, plural, one {Your password expires within a day.} other {Your password expires in # days.}} You can change it now or later.',
  'passwordRisk.notice.change': 'Change it now',
  'passwordRisk.notice.later': 'Remind me later',
  'passwordRisk.notice.changedTitle': 'Your password is changed',
  'passwordRisk.failed': 'The password could not be saved: {message}',
  'passwordRisk.newPassword': 'New password',
  'passwordRisk.restart': 'This step has expired. Sign in again.',
}

/** The hosted-login callback of `<login-box>` (`/oauth/callback`). */
export const hostedLogin = {
  'hostedLogin.completing': 'Finishing signing you in…',
  'hostedLogin.failedTitle': 'We could not sign you in',
  'hostedLogin.failedBody': 'The sign-in page’s answer was refused: {reason}',
  'hostedLogin.backToLogin': 'Back to sign in',
}

/** The Roles and permissions page of the admin portal (issue 11). */
export const roles = {
  'roles.title': 'Roles and permissions',
  'roles.subtitle':
    'What each role may do in this account. Roles shared by every account are the vendor’s and read-only.',
  'roles.new': 'New role',
  'roles.column.name': 'Role',
  'roles.column.description': 'Description',
  'roles.column.permissions': 'Permissions',
  'roles.column.flags': 'Status',
  'roles.permissionCount': '{count, plural, one {# permission} other {# permissions}}',
  'roles.default': 'Default',
  'roles.shared': 'Shared',
  'roles.beyondBadge': 'Beyond your permissions',
  'roles.edit': 'Edit',
  'roles.editLabel': 'Edit {name}',
  'roles.delete': 'Delete',
  'roles.deleteLabel': 'Delete {name}',
  'roles.deleted': 'Role {name} deleted',
  'roles.deleteFailed':
    'The role could not be deleted. You may lack some of its permissions; please try again.',
  'roles.saved': 'Role {name} saved',
  'roles.empty': 'No roles yet.',
  'roles.forbidden': 'You are not allowed to see the roles of this account.',
  'roles.loadFailed': 'The roles could not be loaded.',
  'roles.newTitle': 'New role',
  'roles.editTitle': 'Edit {name}',
  'roles.name': 'Name',
  'roles.nameRequired': 'Enter a name.',
  'roles.key': 'Key',
  'roles.keyHint': 'Made from the name when left empty',
  'roles.keyInvalid': 'Use 1 to 100 letters, digits, _ . : or -.',
  'roles.keyTaken': 'This key is already used by another role.',
  'roles.description': 'Description',
  'roles.isDefault': 'Give to new members',
  'roles.notHeld': 'you do not hold it',
  'roles.always': 'part of every role',
  'roles.beyond':
    'This role holds permissions you do not: {keys}. Only someone who holds them can change or delete it.',
  'roles.refused':
    'The server refused: the role holds a permission you do not. Nothing was changed.',
  'roles.offline': 'The server could not be reached. Nothing you typed is lost; please try again.',
  'roles.saveFailed': 'The role could not be saved. Please try again.',
  'roles.cancel': 'Cancel',
  'roles.save': 'Save',
  'roles.confirmDelete.title': 'Delete this role?',
  'roles.confirmDelete.message':
    'Members and groups holding {name} lose it and its permissions at their next refresh.',
}

/** The Groups page of the admin portal (issue 11). */
export const groups = {
  'groups.title': 'Groups',
  'groups.subtitle':
    'Members of a group hold its roles at their next refresh. Groups from your directory (SCIM) are read-only.',
  'groups.new': 'New group',
  'groups.column.name': 'Group',
  'groups.column.roles': 'Roles',
  'groups.column.users': 'Members',
  'groups.memberCount': '{count, plural, one {# member} other {# members}}',
  'groups.scim': 'From directory',
  'groups.edit': 'Edit',
  'groups.editLabel': 'Edit {name}',
  'groups.delete': 'Delete',
  'groups.deleteLabel': 'Delete {name}',
  'groups.deleted': 'Group {name} deleted',
  'groups.deleteFailed': 'The group could not be deleted. Please try again.',
  'groups.saved': 'Group {name} saved',
  'groups.empty': 'No groups yet. Create one to give several people the same roles.',
  'groups.forbidden': 'You are not allowed to see the groups of this account.',
  'groups.loadFailed': 'The groups could not be loaded.',
  'groups.newTitle': 'New group',
  'groups.editTitle': 'Edit {name}',
  'groups.name': 'Name',
  'groups.nameRequired': 'Enter a name of at most 100 characters.',
  'groups.description': 'Description',
  'groups.color': 'Colour',
  'groups.colorInvalid': 'Use a colour like #1a2b3c.',
  'groups.roles': 'Roles of the group',
  'groups.users': 'Members',
  'groups.findMembers': 'Find members by name or email',
  'groups.notHeld': 'you lack some of its permissions',
  'groups.refused':
    'The server refused: the group gives a permission you do not hold. Nothing was changed.',
  'groups.lastAdmin': 'The account must keep at least one administrator.',
  'groups.offline': 'The server could not be reached. Nothing you typed is lost; please try again.',
  'groups.saveFailed': 'The group could not be saved. Please try again.',
  'groups.nameTaken': 'Another group already has this name.',
  'groups.cancel': 'Cancel',
  'groups.save': 'Save',
  'groups.confirmDelete.title': 'Delete this group?',
  'groups.confirmDelete.message': 'Its members lose the roles of {name} at their next refresh.',
}

export const sso = {
  'sso.callback.signingIn': 'Signing you in with your organization…',
  'sso.failed.title': 'Single sign-on failed',
  'sso.failed.body':
    'Your identity provider could not sign you in. Taking you back so you can try again.',
}

export const mfaWebauthn = {
  'mfaWebauthn.title': 'Use your security key',
  'mfaWebauthn.subtitle':
    'Touch your security key, or confirm with this device’s fingerprint, face or PIN, when your browser asks.',
  'mfaWebauthn.use': 'Use security key',
  'mfaWebauthn.cancelled': 'No answer came from the key. Try again when you are ready.',
  'mfaWebauthn.unsupported': 'This browser cannot use security keys here. Try another browser.',
  'mfaWebauthn.exists': 'This key is set up already. Use another one.',
  'mfaWebauthn.refused': 'This security key could not confirm it is you.',
  'mfaWebauthn.enrol.title': 'Set up a security key',
  'mfaWebauthn.enrol.subtitle':
    'Your account needs a second factor. Your browser guides you through a security key or this device’s screen lock.',
  'mfaWebauthn.enrol.submit': 'Set up security key',
  'mfaWebauthn.choice.title': 'Set up two-factor authentication',
  'mfaWebauthn.choice.subtitle':
    'Your account needs a second factor. How will you confirm it is you?',
  'mfaWebauthn.choice.key': 'A security key or this device',
  'mfaWebauthn.choice.app': 'An authenticator app',
  'mfaWebauthn.choice.sms': 'Codes texted to my phone',
  'mfaWebauthn.choice.back': 'Choose another way',
  'mfaWebauthn.verify.key': 'Security key: {name}',
  'mfaWebauthn.platform': 'This device’s authenticator',
  'mfaWebauthn.crossPlatform': 'Security key',
}

export const mfaWebauthnSettings = {
  'mfaWebauthnSettings.title': 'Security keys',
  'mfaWebauthnSettings.subtitle':
    'A security key, or this device’s fingerprint, face or PIN, as your second factor.',
  'mfaWebauthnSettings.signedOut': 'Sign in to manage your security keys.',
  'mfaWebauthnSettings.loading': 'Loading your security keys…',
  'mfaWebauthnSettings.loadFailed': 'Your security keys could not be loaded.',
  'mfaWebauthnSettings.retry': 'Try again',
  'mfaWebauthnSettings.empty': 'No security key yet.',
  'mfaWebauthnSettings.add': 'Add a security key',
  'mfaWebauthnSettings.added': 'Security key added.',
  'mfaWebauthnSettings.failed': 'The security key could not be added. Try again.',
  'mfaWebauthnSettings.recovery':
    'Save this recovery code somewhere safe: it is shown only once, and it lets you in if you lose your second factors.',
  'mfaWebauthnSettings.remove': 'Remove',
  'mfaWebauthnSettings.removeLabel': 'Remove {name}',
  'mfaWebauthnSettings.removed': 'Security key removed.',
  'mfaWebauthnSettings.removeFailed':
    'The key could not be removed: confirm with that very key, then try again.',
}

/** The team page's invitation link, breached reset, custom expiry and resend to all accounts. */
export const teamTools = {
  'teamTools.title': 'Team tools',
  'teamTools.close': 'Close',
  'teamTools.cancel': 'Cancel',
  'teamTools.retry': 'Try again',
  'teamTools.failed': 'That did not work. Please try again.',
  'teamTools.forbidden': 'You do not have permission to do this.',
  'teamTools.daysInvalid': 'Enter a number of days from 1 to 365.',
  'teamTools.link.title': 'Invitation link',
  'teamTools.link.about': 'Anyone who opens this link can sign up and join this account.',
  'teamTools.link.loading': 'Loading the invitation link…',
  'teamTools.link.loadFailed': 'The invitation link could not be loaded.',
  'teamTools.link.none': 'This account has no invitation link yet.',
  'teamTools.link.create': 'Create link (30 days)',
  'teamTools.link.address': 'Link',
  'teamTools.link.copy': 'Copy link',
  'teamTools.link.copied': 'The link is copied.',
  'teamTools.link.copyFailed': 'The link could not be copied; select it and copy it yourself.',
  'teamTools.link.expires': 'Works until {date}.',
  'teamTools.link.days': 'Valid for this many days from now',
  'teamTools.link.sendEmail': 'Email me when someone joins with this link',
  'teamTools.link.save': 'Save link settings',
  'teamTools.link.saved': 'The link settings are saved.',
  'teamTools.link.delete': 'Delete link',
  'teamTools.link.deleteTitle': 'Delete the invitation link',
  'teamTools.link.deleteMessage': 'The link stops working at once for everyone who has it.',
  'teamTools.link.deleteConfirm': 'Delete the link',
  'teamTools.breached.open': 'Reset breached passwords',
  'teamTools.breached.title': 'Reset breached passwords?',
  'teamTools.breached.message':
    'Every member whose password was found in a data breach gets one email to choose a new one.',
  'teamTools.breached.action': 'Send reset emails',
  'teamTools.breached.done': 'Reset emails were sent.',
  'teamTools.expiry.make': 'Make temporary…',
  'teamTools.expiry.change': 'Change expiry…',
  'teamTools.expiry.title': 'Access of {name} ends after',
  'teamTools.expiry.days': 'Days from now',
  'teamTools.expiry.save': 'Set expiry',
  'teamTools.resendAll': 'Resend invitation from every account',
  'teamTools.resendAllDone': 'Every pending invitation to {name} was sent again.',
}

/** The team table's groups and managed-by columns: they come with their chunk, after the first page. */
export const teamColumns = {
  'teamColumns.groups': 'Groups',
  'teamColumns.managedBy': 'Managed by',
  'teamColumns.noGroups': 'No groups',
  'teamColumns.managedBy.frontegg': 'Administrators',
  'teamColumns.managedBy.scim2': 'Directory (SCIM)',
}

/** The SMS second factor: enrolling a number at a forced sign-in, and the privacy page's section. */
export const smsFactor = {
  'smsFactor.enrol.useSms': 'Use text messages instead',
  'smsFactor.enrol.useApp': 'Use an authenticator app instead',
  'smsFactor.phone.title': 'Set up text-message codes',
  'smsFactor.phone.subtitle':
    'Your organisation requires a second step at sign-in. Enter a mobile number: each sign-in will text a code to it.',
  'smsFactor.phone.label': 'Mobile number',
  'smsFactor.phone.hint': 'With the country code, e.g. +44 7700 900123',
  'smsFactor.phone.required': 'Enter your mobile number',
  'smsFactor.phone.invalid': 'Enter a valid number with its country code, e.g. +44 7700 900123',
  'smsFactor.phone.submit': 'Text me a code',
  'smsFactor.code.title': 'Check your phone',
  'smsFactor.code.subtitle': 'We texted a 6-digit code to {phone}. It expires in 10 minutes.',
  'smsFactor.code.submit': 'Turn on two-factor authentication',
  'smsFactor.code.resend': 'Send a new code',
  'smsFactor.code.resent': 'Sent again. Only the newest code works.',
  'smsFactor.code.changeNumber': 'Use another number',
  'smsFactor.tooManySends': 'Too many codes were requested. Wait a while, then try again.',
  'smsFactor.settings.title': 'Text-message codes',
  'smsFactor.settings.subtitle': 'Numbers that receive a sign-in code by text message.',
  'smsFactor.settings.none': 'No number yet.',
  'smsFactor.settings.add': 'Add a number',
  'smsFactor.settings.remove': 'Remove',
  'smsFactor.settings.removeLabel': 'Remove {phone}',
  'smsFactor.settings.loading': 'Loading your numbers…',
  'smsFactor.settings.loadFailed': 'Your numbers could not be loaded.',
  'smsFactor.settings.retry': 'Try again',
  'smsFactor.settings.addTitle': 'Add a number for sign-in codes',
  'smsFactor.settings.codeTitle': 'Enter the code we texted to {phone}',
  'smsFactor.settings.code': 'Code',
  'smsFactor.settings.codeRequired': 'Enter the 6 digits we texted',
  'smsFactor.settings.codeInvalid': 'That code is incorrect or has expired.',
  'smsFactor.settings.exists': 'This number already receives sign-in codes.',
  'smsFactor.settings.send': 'Text me a code',
  'smsFactor.settings.confirm': 'Add number',
  'smsFactor.settings.cancel': 'Cancel',
  'smsFactor.settings.added': '{phone} now receives sign-in codes.',
  'smsFactor.settings.removed': '{phone} was removed.',
  'smsFactor.settings.recoveryTitle': 'Save your recovery code',
  'smsFactor.settings.recoveryBody':
    'If you lose your phone, this code is the only way back into your account. It works once and will not be shown again.',
  'smsFactor.settings.done': 'Done',
  'smsFactor.settings.failed': 'That did not work. Nothing was changed; try again.',
  'smsFactor.settings.removeBody':
    'Sign-in will no longer text codes to this number. You may first be asked to confirm it’s you with your second factor.',
  'smsFactor.settings.off': 'Text-message codes are not offered for this account.',
}

/** Applications of the team's members: the users table's column and the per-user editor. */
export const appAccess = {
  'appAccess.column': 'Applications',
  'appAccess.none': 'No applications',
  'appAccess.action': 'Edit applications',
  'appAccess.title': 'Applications of {name}',
  'appAccess.legend': 'Applications this member can use',
  'appAccess.hint': 'Open-to-everyone applications stay available whatever is ticked here.',
  'appAccess.openToAll': '{name} (open to everyone)',
  'appAccess.loading': 'Loading applications…',
  'appAccess.loadFailed': 'The applications could not be loaded. Close and try again.',
  'appAccess.save': 'Save applications',
  'appAccess.saved': 'The applications of {name} were saved.',
  'appAccess.failed': 'The applications were not saved: {reason}',
}

/** The note to an invite link's owner that someone joined through it (server/src/invitations/invite-link-mail.ts). */
export const inviteLinkMail = {
  'inviteLinkMail.subject': 'Someone joined {brand} with your invitation link',
  'inviteLinkMail.heading': 'A new member in {brand}',
  'inviteLinkMail.joined': '{who} joined {brand} through your invitation link.',
  'inviteLinkMail.why':
    'You get this mail because your invitation link is set to send one. Change that or delete the link on the team page.',
}

/** Removing a lost security key on the privacy page (src/react/portal/pages/privacy/webauthn-lost-key.tsx). */
export const webauthnLostKey = {
  'webauthnLostKey.open': 'Lost it?',
  'webauthnLostKey.openLabel': 'Lost {name}? Remove it without the key',
  'webauthnLostKey.title': 'Remove {name} without the key?',
  'webauthnLostKey.body':
    'If you no longer have this key, you can remove it by confirming it’s you with another second factor, such as your authenticator app or a texted code. You may be taken to a page that asks for it, then brought back here: choose Remove again.',
  'webauthnLostKey.confirm': 'Remove key',
  'webauthnLostKey.failed': 'The key could not be removed. Try again.',
}

/** The note to a tenant's administrators that where its SSO domains sign in changed (server/src/sso/sign-in-route.ts). */
export const ssoChangeMail = {
  'ssoChangeMail.subject': 'Single sign-on of {brand} was changed',
  'ssoChangeMail.heading': 'Where your members sign in changed',
  'ssoChangeMail.identityProvider':
    '{who} changed the identity provider (its address, certificate, metadata or client) that signs in members with addresses at {domains}.',
  'ssoChangeMail.enabled':
    '{who} turned on single sign-on for members with addresses at {domains}.',
  'ssoChangeMail.domainValidated':
    '{who} verified a domain for single sign-on: members with addresses at {domains} now sign in through its identity provider.',
  'ssoChangeMail.notYou':
    'Whoever controls that identity provider can sign in as these members. If you did not expect this change, check the SSO settings and the audit log now.',
}

/** Reverification (issue 18): the inline question before a sensitive change, then the change goes on. */
export const reverify = {
  'reverify.title': 'Confirm it’s you',
  'reverify.password.body':
    'This change needs a recent sign-in. Enter your password to go on; what you typed stays.',
  'reverify.password.label': 'Password',
  'reverify.password.wrong': 'That password is not right. Try again.',
  'reverify.code.body':
    'This change needs a recent sign-in. Enter a code from your authenticator app to go on.',
  'reverify.code.label': 'Authenticator code',
  'reverify.code.wrong': 'That code is not right. Try again.',
  'reverify.other.body':
    'This change needs a recent sign-in with your second factor. Continue to confirm it’s you; you will come back here.',
  'reverify.signIn.body':
    'This change needs a recent sign-in. Sign out and sign in again, then try again.',
  'reverify.confirm': 'Confirm',
  'reverify.continue': 'Continue',
  'reverify.cancel': 'Cancel',
  'reverify.failed': 'We could not confirm it’s you. Try again.',
  'reverify.sms.body':
    'This change needs a recent sign-in. We texted a code to {phoneNumber}; enter it to go on.',
  'reverify.sms.label': 'Texted code',
  'reverify.email.body':
    'This change needs a recent sign-in. We emailed a code to {email}; enter it to go on.',
  'reverify.email.label': 'Emailed code',
  'reverify.resend': 'Send a new code',
  'reverify.resent': 'A new code is on its way.',
  'reverify.key.body':
    'This change needs a recent sign-in. Use your security key “{name}” to go on.',
  'reverify.key.use': 'Use security key',
  'reverify.key.failed': 'Your security key did not confirm it’s you. Try again.',
}

/**
 * A refusal for want of a permission (403 `ER-FOYER-1006`), named in words, never by its key
 * (src/react/ui/refusal-text.ts): the sentence per kind of permission, and each area's name.
 */
export const refusal = {
  'refusal.read': 'You need the {area} read permission; ask an administrator.',
  'refusal.write': 'You need the {area} write permission; ask an administrator.',
  'refusal.delete': 'You need the {area} delete permission; ask an administrator.',
  'refusal.other': 'You do not have the permission this needs; ask an administrator.',
  'refusal.area.users': 'Users',
  'refusal.area.roles': 'Roles',
  'refusal.area.groups': 'Groups',
  'refusal.area.userApiTokens': 'Personal API tokens',
  'refusal.area.tenantApiTokens': 'Account API tokens',
  'refusal.area.accountSettings': 'Account settings',
  'refusal.area.app': 'Application settings',
  'refusal.area.customLogin': 'Custom login box',
  'refusal.area.securityPolicy': 'Security policy',
  'refusal.area.sessions': 'Sessions',
  'refusal.area.samlConfiguration': 'SSO',
  'refusal.area.provisioningConfiguration': 'Provisioning',
  'refusal.area.audits': 'Audit logs',
  'refusal.area.subscriptions': 'Subscriptions',
  'refusal.area.paymentMethods': 'Payment methods',
  'refusal.area.invoices': 'Invoices',
  'refusal.area.billingInformation': 'Billing details',
  'refusal.area.webhooks': 'Webhooks',
  'refusal.area.integrations': 'Integrations',
  'refusal.area.subAccount': 'Sub-accounts',
  'refusal.area.usage': 'Usage',
}

/** The Audits page (`src/react/portal/pages/audits/`). French and Hebrew: `../parts/audits-*.ts`. */
export const audits = {
  'audits.title': 'Audit logs',
  'audits.subtitle': 'What happened in your account, who did it and from where.',
  'audits.column.time': 'Time',
  'audits.column.user': 'User',
  'audits.column.action': 'Action',
  'audits.column.description': 'Description',
  'audits.column.ip': 'IP Address',
  'audits.search': 'Search audits',
  'audits.severityFilter': 'Severity',
  'audits.severityAll': 'All severities',
  'audits.severityInfo': 'Info',
  'audits.severityHigh': 'High',
  'audits.statsToday': 'Today',
  'audits.statsSevere': 'Severe this week',
  'audits.statsLabel': 'Audit statistics',
  'audits.empty': 'No audit rows match.',
  'audits.loadFailed': 'The audit logs could not be loaded.',
  'audits.forbidden': 'Reading the audit logs needs the permission to read audits.',
  'audits.more': 'Details',
  'audits.moreLabel': 'Details of {action} at {time}',
  'audits.moreTitle': 'Audit details',
  'audits.severity': 'Severity',
  'audits.userAgent': 'User Agent',
  'audits.json': 'Json Data',
  'audits.apiToken': 'API token · {description}',
  'audits.close': 'Close',
  'audits.pages': 'Pages',
  'audits.range': '{from, number}–{to, number} of {total, number}',
  'audits.previous': 'Previous',
  'audits.previousPage': 'Previous page',
  'audits.next': 'Next',
  'audits.nextPage': 'Next page',
  'audits.download': 'Download CSV',
  'audits.downloading': 'Downloading… {kib} KiB',
  'audits.downloadFailed': 'The CSV could not be downloaded. Try again.',
  'audits.filter.label': 'Audit filters',
  'audits.filter.email': 'User email',
  'audits.filter.action': 'Action',
  'audits.filter.actionAll': 'All actions',
  'audits.filter.ip': 'IP address',
  'audits.filter.from': 'From',
  'audits.filter.to': 'To',
  'audits.filter.clear': 'Clear filters',
  'audits.filter.badEmail': 'Enter a whole email address, like dana@example.com.',
  'audits.filter.badIp': 'Enter one IPv4 or IPv6 address, like 203.0.113.7.',
  'audits.filter.badRange': 'The end date is before the start date.',
  'audits.retention.title': 'Retention',
  'audits.retention.loading': 'Loading the retention…',
  'audits.retention.loadFailed': 'The retention could not be loaded.',
  'audits.retention.days': 'Keep audit rows for (days)',
  'audits.retention.help': 'From 1 to 3650 days. Older rows are deleted within the hour.',
  'audits.retention.save': 'Save retention',
  'audits.retention.saved': 'Audit rows are now kept {days, plural, one {# day} other {# days}}.',
  'audits.retention.failed': 'The retention could not be saved. Try again.',
  'audits.retention.bad': 'Enter a whole number of days from 1 to 3650.',
  'audits.retention.readOnly':
    'Audit rows are kept {days, plural, one {# day} other {# days}}. Changing this needs the permission to edit the account settings.',
}

/** The Connectivity page's frame and its Webhooks tab (`src/react/portal/pages/webhooks/`). French and Hebrew: `../parts/webhooks-*.ts`. */
export const webhooks = {
  'webhooks.page.title': 'Connectivity',
  'webhooks.page.tabs': 'Channels',
  'webhooks.page.loading': 'Loading…',
  'webhooks.page.tab.webhooks': 'Webhooks',
  'webhooks.page.tab.email': 'Email',
  'webhooks.page.tab.sms': 'SMS',
  'webhooks.page.tab.slack': 'Slack',
  'webhooks.page.refused':
    'You cannot see the connectivity settings: your role lacks the permission to read webhooks and integrations. Ask an administrator of the account.',
  'webhooks.title': 'Webhooks',
  'webhooks.subtitle':
    'Tell your own systems what happens in the account: each event is sent, signed, to the URLs you add.',
  'webhooks.channelActive':
    'The webhook channel is active: {count, plural, one {# webhook is} other {# webhooks are}} on.',
  'webhooks.channelInactive': 'The webhook channel is inactive: no webhook is on.',
  'webhooks.readOnly':
    'You can see the webhooks but not change them: your role lacks the permission to edit webhooks.',
  'webhooks.add': 'Add webhook',
  'webhooks.empty': 'No webhooks yet.',
  'webhooks.loadFailed': 'The webhooks could not be loaded.',
  'webhooks.forbidden': 'Your role lacks the permission to read webhooks.',
  'webhooks.retry': 'Retry',
  'webhooks.column.name': 'Name',
  'webhooks.column.url': 'URL',
  'webhooks.column.events': 'Events',
  'webhooks.column.status': 'Status',
  'webhooks.eventCount': '{count, plural, one {# event} other {# events}}',
  'webhooks.status.active': 'Active',
  'webhooks.status.inactive': 'Inactive',
  'webhooks.edit': 'Edit',
  'webhooks.editLabel': 'Edit {name}',
  'webhooks.test': 'Test',
  'webhooks.testLabel': 'Test {name}',
  'webhooks.log': 'Log',
  'webhooks.logLabel': 'Log of {name}',
  'webhooks.delete': 'Delete',
  'webhooks.deleteLabel': 'Delete {name}',
  'webhooks.deleted': 'Webhook {name} deleted.',
  'webhooks.deleteFailed': 'The webhook could not be deleted.',
  'webhooks.confirmDelete.title': 'Delete this webhook?',
  'webhooks.confirmDelete.message':
    '{name} stops receiving events, and its delivery log is deleted with it.',
  'webhooks.testSucceeded': 'Test sent to {name}: the endpoint answered {status}.',
  'webhooks.testFailed': 'Test sent to {name}, but the endpoint answered {status}.',
  'webhooks.testError': 'The test could not be sent.',
  'webhooks.dialog.addTitle': 'Add webhook',
  'webhooks.dialog.editTitle': 'Edit webhook',
  'webhooks.dialog.name': 'Name',
  'webhooks.dialog.url': 'URL',
  'webhooks.dialog.urlHint':
    'An https address the server can reach; private and loopback addresses are refused.',
  'webhooks.dialog.description': 'Description (optional)',
  'webhooks.dialog.secret': 'Signing secret',
  'webhooks.dialog.secretHint':
    'Leave it empty to have one made. Receivers check the webhook-signature header with it (Standard Webhooks).',
  'webhooks.dialog.active': 'Active',
  'webhooks.dialog.events': 'Events',
  'webhooks.dialog.allInCategory': 'All {category} events',
  'webhooks.dialog.save': 'Save',
  'webhooks.dialog.cancel': 'Cancel',
  'webhooks.dialog.saved': 'Webhook {name} saved.',
  'webhooks.dialog.saveFailed': 'The webhook could not be saved.',
  'webhooks.dialog.nameRequired': 'Enter a name.',
  'webhooks.dialog.urlRequired': 'Enter the URL to send events to.',
  'webhooks.dialog.urlInvalid': 'Enter a full address starting with https://',
  'webhooks.dialog.eventsRequired': 'Pick at least one event.',
  'webhooks.dialog.secretShort': 'A secret has at least 16 characters.',
  'webhooks.secret.label': 'Secret of {name}',
  'webhooks.secret.show': 'Show secret',
  'webhooks.secret.hide': 'Hide secret',
  'webhooks.secret.copy': 'Copy secret',
  'webhooks.secret.copied': 'Secret copied.',
  'webhooks.secret.copyFailed': 'The secret could not be copied: select it and copy it yourself.',
  'webhooks.logDialog.title': 'Delivery log: {name}',
  'webhooks.logDialog.close': 'Close',
  'webhooks.logDialog.empty': 'No deliveries yet.',
  'webhooks.logDialog.loadFailed': 'The delivery log could not be loaded.',
  'webhooks.logDialog.column.time': 'Time',
  'webhooks.logDialog.column.event': 'Event',
  'webhooks.logDialog.column.status': 'Status',
  'webhooks.logDialog.column.latency': 'Latency',
  'webhooks.logDialog.column.next': 'Next attempt',
  'webhooks.logDialog.column.body': 'Answer',
  'webhooks.logDialog.latency': '{ms} ms',
  'webhooks.logDialog.none': '—',
  'webhooks.logDialog.test': 'Test call',
  'webhooks.logDialog.retry': 'Send again',
  'webhooks.logDialog.retryLabel': 'Send again: {event} of {time}',
  'webhooks.logDialog.retried': 'Delivery queued: it is sent again now.',
  'webhooks.logDialog.retryFailed': 'The delivery could not be sent again.',
  'webhooks.logDialog.pages': 'Pages of the delivery log',
  'webhooks.logDialog.range': '{from, number}–{to, number} of {total, number}',
  'webhooks.logDialog.previous': 'Previous',
  'webhooks.logDialog.previousPage': 'Previous page',
  'webhooks.logDialog.next': 'Next',
  'webhooks.logDialog.nextPage': 'Next page',
  'webhooks.disabledMail.subject': 'The webhook {name} was turned off',
  'webhooks.disabledMail.heading': 'A webhook was turned off',
  'webhooks.disabledMail.failing':
    'Every delivery to {name} ({url}) failed for a day, so we stopped sending to it.',
  'webhooks.disabledMail.turnOn':
    'When the endpoint answers again, turn the webhook on in the Connectivity page of the admin portal.',
}

/** The Connectivity page's Email, SMS and Slack tabs (`src/react/portal/pages/webhooks/channels/`). French and Hebrew: `../parts/connectivity-channels-*.ts`. */
export const connectivityChannels = {
  'connectivityChannels.mail.subject': '{brand}: {event}',
  'connectivityChannels.mail.when': 'When: {when}',
  'connectivityChannels.mail.why':
    'You receive this mail because this address is on a {brand} list for “{event}”. An administrator of the account can change the list on the Connectivity page.',
  'connectivityChannels.sms.text': '{brand}: {event}. {details}',
  'connectivityChannels.loading': 'Loading the notification settings…',
  'connectivityChannels.loadFailed': 'The notification settings could not be loaded.',
  'connectivityChannels.retry': 'Retry',
  'connectivityChannels.readOnly':
    'You can see these settings but not change them: that needs the Edit Integrations permission. Ask an administrator.',
  'connectivityChannels.email.title': 'Email notifications',
  'connectivityChannels.email.subtitle': 'Mail people when something happens in the account.',
  'connectivityChannels.sms.title': 'SMS notifications',
  'connectivityChannels.sms.subtitle': 'Text people when something happens in the account.',
  'connectivityChannels.noEvents': 'There are no events to subscribe to yet.',
  'connectivityChannels.active': 'Active',
  'connectivityChannels.inactive': 'Off',
  'connectivityChannels.summary':
    '{count, plural, =0 {No event is sent yet.} one {One event is sent.} other {{count, number} events are sent.}}',
  'connectivityChannels.send': 'Send this event',
  'connectivityChannels.email.recipients': 'Email addresses, separated by commas',
  'connectivityChannels.sms.recipients':
    'Phone numbers with their country code, separated by commas',
  'connectivityChannels.email.invalid': '{value} is not an email address.',
  'connectivityChannels.sms.invalid':
    '{value} is not a phone number in international format, such as +14155550123.',
  'connectivityChannels.tooMany': 'A list may hold at most {max} recipients.',
  'connectivityChannels.emptyHint': 'With no recipient, nothing is sent and the list is removed.',
  'connectivityChannels.list.name': 'List name',
  'connectivityChannels.list.untitled': 'List {n, number}',
  'connectivityChannels.list.enabled': 'Send to this list',
  'connectivityChannels.list.remove': 'Remove list',
  'connectivityChannels.list.removeLabel': 'Remove list {name}',
  'connectivityChannels.list.removed': 'List removed: Save to apply.',
  'connectivityChannels.list.add': 'Add a list',
  'connectivityChannels.list.max': 'An event may have at most {max, number} lists.',
  'connectivityChannels.list.nameRequired': 'Enter a name for this list.',
  'connectivityChannels.list.nameTooLong': 'A list name has at most {max, number} characters.',
  'connectivityChannels.list.nameTaken': 'Another list of this event is named {name}.',
  'connectivityChannels.save': 'Save',
  'connectivityChannels.saved': '{event}: saved.',
  'connectivityChannels.saveFailed': 'The change could not be saved.',
  'connectivityChannels.slack.title': 'Slack',
  'connectivityChannels.slack.subtitle':
    'Post to Slack channels when something happens in the account.',
  'connectivityChannels.slack.notConfigured':
    'Slack is not available here: the product has no Slack app set up.',
  'connectivityChannels.slack.notInstalled':
    'Add the app to your Slack workspace, then choose which channels hear of each event.',
  'connectivityChannels.slack.add': 'Add to Slack',
  'connectivityChannels.slack.installing': 'Connecting to Slack…',
  'connectivityChannels.slack.installFailed': 'Slack could not be connected.',
  'connectivityChannels.slack.stateMismatch':
    'This answer from Slack was not started from this page: add to Slack again.',
  'connectivityChannels.slack.connected': 'Connected to the {team} Slack workspace.',
  'connectivityChannels.slack.reconnect': 'Reconnect Slack',
  'connectivityChannels.slack.channels': 'Channels',
  'connectivityChannels.slack.channelsHint':
    'Hold Ctrl or ⌘ to choose several; choose none to stop posting this event.',
  'connectivityChannels.slack.channelsFailed': 'The Slack channels could not be loaded.',
  'connectivityChannels.slack.noChannels': 'The workspace has no channel the app can see.',
  'connectivityChannels.slack.post': 'Post this event',
}

/** The tenant API tokens page (`src/react/portal/pages/api-tokens/`). French and Hebrew: `../parts/tenant-api-tokens-*.ts`. */
export const tenantApiTokens = {
  'tenantApiTokens.title': 'API tokens',
  'tenantApiTokens.subtitle':
    'Machines sign in with a token to call the API for this account, with the roles you give it and no user. Keep tokens as secret as a password.',
  'tenantApiTokens.new': 'New token',
  'tenantApiTokens.readOnly':
    'You can see this account’s tokens. Creating and deleting them needs an administrator’s permission.',
  'tenantApiTokens.column.description': 'Description',
  'tenantApiTokens.column.clientId': 'Client ID',
  'tenantApiTokens.column.tokenId': 'Token ID',
  'tenantApiTokens.column.roles': 'Roles',
  'tenantApiTokens.column.created': 'Created',
  'tenantApiTokens.column.expires': 'Expires',
  'tenantApiTokens.noRoles': 'No roles',
  'tenantApiTokens.never': 'Never',
  'tenantApiTokens.expired': 'Expired',
  'tenantApiTokens.empty':
    'No tokens yet. Create one for a machine that calls the API for this account.',
  'tenantApiTokens.loadFailed': 'The account’s tokens could not be loaded.',
  'tenantApiTokens.forbidden': 'You do not have permission to see this account’s API tokens.',
  'tenantApiTokens.delete': 'Delete',
  'tenantApiTokens.deleteLabel': 'Delete token {description}',
  'tenantApiTokens.confirmDelete.title': 'Delete this token?',
  'tenantApiTokens.confirmDelete.message':
    '“{description}” stops working at once, with every access token it signed in to.',
  'tenantApiTokens.confirmDelete.action': 'Delete token',
  'tenantApiTokens.deleted': 'Token “{description}” deleted.',
  'tenantApiTokens.deleteFailed': 'The token could not be deleted. Try again.',
  'tenantApiTokens.deleteForbidden': 'You do not have permission to delete this account’s tokens.',
  'tenantApiTokens.alreadyDeleted': 'That token had already been deleted.',
  'tenantApiTokens.create.title': 'New API token',
  'tenantApiTokens.create.description': 'Description',
  'tenantApiTokens.create.descriptionHint': 'What will use it, e.g. “Billing sync”.',
  'tenantApiTokens.create.roles': 'Roles',
  'tenantApiTokens.create.rolesHint': 'Only roles within your own permissions are offered.',
  'tenantApiTokens.create.rolesLoading': 'Loading the roles…',
  'tenantApiTokens.create.rolesFailed': 'The roles could not be loaded. Close and try again.',
  'tenantApiTokens.create.noRoles': 'No role is within your own permissions.',
  'tenantApiTokens.create.expires': 'Expires after (days)',
  'tenantApiTokens.create.expiresHint':
    'Leave empty for a token that never expires; at most {max, number} days.',
  'tenantApiTokens.create.submit': 'Create token',
  'tenantApiTokens.create.cancel': 'Cancel',
  'tenantApiTokens.create.descriptionRequired': 'Enter a description.',
  'tenantApiTokens.create.descriptionTooLong': 'Use at most {max, number} characters.',
  'tenantApiTokens.create.expiresInvalid':
    'Enter a whole number of days from 1 to {max, number}, or leave it empty.',
  'tenantApiTokens.create.offline': 'The server could not be reached. Try again.',
  'tenantApiTokens.create.failed': 'The token could not be created. Try again.',
}

/** The SSO page (`src/react/portal/pages/sso/`). French and Hebrew: `../parts/sso-page-*.ts`. */
export const ssoPage = {
  'ssoPage.title': 'Single sign-on',
  'ssoPage.subtitle':
    "Let your people sign in with your company's identity provider (SAML or OpenID Connect).",
  'ssoPage.addSaml': 'Add SAML connection',
  'ssoPage.addOidc': 'Add OIDC connection',
  'ssoPage.readOnly':
    'You can see the SSO settings but not change them: that needs the SSO write permission.',
  'ssoPage.loading': 'Loading the SSO connections…',
  'ssoPage.loadFailed': 'The SSO connections could not be loaded.',
  'ssoPage.retry': 'Try again',
  'ssoPage.empty':
    'No SSO connection yet. Add one to let your people sign in with your identity provider.',
  'ssoPage.failed': 'That did not work. Try again.',
  'ssoPage.offline': 'The server could not be reached. Check your connection and try again.',
  'ssoPage.cancel': 'Cancel',
  'ssoPage.remove': 'Remove',
  'ssoPage.copy': 'Copy',
  'ssoPage.copyLabel': 'Copy {label}',
  'ssoPage.copied': '{label} copied.',
  'ssoPage.copyFailed': 'Could not copy: select the text and copy it yourself.',
  'ssoPage.type.saml': 'SAML',
  'ssoPage.type.okta': 'Okta (SAML)',
  'ssoPage.type.azure': 'Microsoft Entra ID (SAML)',
  'ssoPage.type.google': 'Google Workspace (SAML)',
  'ssoPage.type.oidc': 'OpenID Connect',
  'ssoPage.card.titleWithDomain': '{kind} · {domain}',
  'ssoPage.card.on': 'On',
  'ssoPage.card.off': 'Off',
  'ssoPage.card.idp': 'Identity provider:',
  'ssoPage.card.noEndpoint': 'not set yet',
  'ssoPage.card.enable': 'Sign people in through this connection',
  'ssoPage.card.enabled': '{title} is on.',
  'ssoPage.card.disabled': '{title} is off.',
  'ssoPage.card.delete': 'Delete connection',
  'ssoPage.card.edit': 'Edit IdP settings',
  'ssoPage.card.deleteTitle': 'Delete this connection?',
  'ssoPage.card.deleteMessage':
    '{title}, its domains and role mappings will be deleted. Its people will no longer sign in through it.',
  'ssoPage.card.deleted': '{title} was deleted.',
  'ssoPage.sp.title': 'What your identity provider needs',
  'ssoPage.sp.hint': 'Give these to the administrator of your identity provider.',
  'ssoPage.sp.acsUrl': 'ACS URL (reply URL)',
  'ssoPage.sp.entityId': 'Entity ID (audience)',
  'ssoPage.sp.download': 'Download our SAML metadata',
  'ssoPage.sp.redirectUri': 'Redirect URI',
  'ssoPage.domains.title': 'Domains',
  'ssoPage.domains.hint':
    'People whose email is on a validated domain sign in through this connection. Publish the TXT record at your DNS host, then validate.',
  'ssoPage.domains.empty': 'No domain yet.',
  'ssoPage.domains.isValidated': 'Validated',
  'ssoPage.domains.pending': 'Not validated',
  'ssoPage.domains.txt': 'TXT record for {domain}',
  'ssoPage.domains.validate': 'Validate',
  'ssoPage.domains.validateLabel': 'Validate {domain}',
  'ssoPage.domains.removeLabel': 'Remove {domain}',
  'ssoPage.domains.validated': '{domain} is validated.',
  'ssoPage.domains.notFound':
    'The TXT record {record} was not found on {domain}. DNS changes can take a few minutes: try again later.',
  'ssoPage.domains.removed': '{domain} was removed.',
  'ssoPage.domains.new': 'Domain',
  'ssoPage.domains.add': 'Add domain',
  'ssoPage.domains.added': '{domain} was added. Publish its TXT record, then validate it.',
  'ssoPage.domains.invalid': 'Enter a domain such as example.com.',
  'ssoPage.roles.title': 'Roles',
  'ssoPage.roles.defaults': 'Default roles of new users',
  'ssoPage.roles.hint':
    'Everyone who signs in through this connection for the first time gets these roles.',
  'ssoPage.roles.limited': 'Only roles whose permissions you hold yourself are offered.',
  'ssoPage.roles.tenantDefaults': "the account's default roles",
  'ssoPage.roles.save': 'Save default roles',
  'ssoPage.roles.saved': 'Default roles saved.',
  'ssoPage.roles.loading': 'Loading roles…',
  'ssoPage.roles.loadFailed': 'The roles could not be loaded.',
  'ssoPage.groups.title': 'Group mappings',
  'ssoPage.groups.hint':
    'Members of an identity provider group (the groups attribute or claim) get its roles when they sign in.',
  'ssoPage.groups.empty': 'No group is mapped.',
  'ssoPage.groups.name': 'Group name',
  'ssoPage.groups.required': 'Enter the group name as your identity provider sends it.',
  'ssoPage.groups.roles': 'Roles of the group',
  'ssoPage.groups.add': 'Map group',
  'ssoPage.groups.added': 'The group {group} is mapped.',
  'ssoPage.groups.removed': 'The group {group} is no longer mapped.',
  'ssoPage.groups.removeLabel': 'Remove the mapping of {group}',
  'ssoPage.test.title': 'Test the connection',
  'ssoPage.test.hint':
    'Sign in through it in a new tab to see what your identity provider sends. Nobody is signed in or changed.',
  'ssoPage.test.start': 'Start a test',
  'ssoPage.test.again': 'Start another test',
  'ssoPage.test.open': 'Open the sign-in in a new tab',
  'ssoPage.test.waiting': 'Waiting for the identity provider…',
  'ssoPage.test.failed': 'The answer was refused: {reason}',
  'ssoPage.test.result': 'Test result',
  'ssoPage.test.subject': 'Subject',
  'ssoPage.test.email': 'Email',
  'ssoPage.test.groups': 'Groups',
  'ssoPage.test.newRoles': 'Roles a new user would get',
  'ssoPage.test.addedRoles': 'Roles the member would gain',
  'ssoPage.test.none': 'none',
  'ssoPage.test.refusal.noEmail':
    'A real sign-in would be refused: the identity provider sent no email.',
  'ssoPage.test.refusal.foreignDomain':
    'A real sign-in would be refused: the email is not on a validated domain of this connection.',
  'ssoPage.test.refusal.otherAccount':
    'A real sign-in would be refused: this person belongs to another account.',
  'ssoPage.test.refusal.disabled':
    'The connection is off: turn it on for people to sign in through it.',
  'ssoPage.add.created': 'The connection was created. Add its domain and test it.',
  'ssoPage.password.title': 'Password sign-in',
  'ssoPage.password.label': 'Let people of the SSO domains also sign in with a password',
  'ssoPage.password.on': 'People of the SSO domains may also sign in with a password.',
  'ssoPage.password.off': 'People of the SSO domains sign in with SSO only.',
  'ssoPage.password.hint':
    'Off is safer: leaving the company in your identity provider then ends their access here too.',
}

/** The SSO page's add and edit forms, loaded with them (`src/react/portal/pages/sso/saml-source-fields.tsx`, `oidc-fields.tsx`, `add-saml-dialog.tsx`; French and Hebrew: `../parts/sso-page-*.ts`). */
export const ssoPageForms = {
  'ssoPage.add.samlTitle': 'Add a SAML connection',
  'ssoPage.add.preset': 'Identity provider',
  'ssoPage.add.presetHint.saml':
    'Any SAML 2.0 identity provider: use its metadata, or type its settings.',
  'ssoPage.add.presetHint.okta': 'In Okta: Applications › your SAML app › Sign On › Metadata URL.',
  'ssoPage.add.presetHint.azure':
    'In Entra ID: Enterprise applications › your app › Single sign-on › App Federation Metadata Url.',
  'ssoPage.add.presetHint.google':
    'In the Google Admin console: Apps › Web and mobile apps › your SAML app › Download metadata.',
  'ssoPage.add.source': 'Settings from',
  'ssoPage.add.source.url': 'Metadata URL',
  'ssoPage.add.source.xml': 'Metadata XML',
  'ssoPage.add.source.file': 'Metadata file',
  'ssoPage.add.source.manual': 'Typed by hand',
  'ssoPage.add.url': 'Metadata URL',
  'ssoPage.add.urlHint':
    'We read it once, now; update the connection if your identity provider changes its certificate.',
  'ssoPage.add.urlInvalid': 'Enter the metadata address, starting with https://.',
  'ssoPage.add.xml': 'Metadata XML',
  'ssoPage.add.xmlRequired': 'Paste the metadata XML.',
  'ssoPage.add.file': 'Metadata file',
  'ssoPage.add.fileRequired': 'Choose the metadata file.',
  'ssoPage.add.fileRead': '{name} is ready.',
  'ssoPage.add.fileTooLarge': 'That file is larger than 512 KB: it is not a metadata file.',
  'ssoPage.add.fileUnreadable': 'That file could not be read.',
  'ssoPage.add.domain': 'Email domain',
  'ssoPage.add.domainHint':
    'Nothing is sent until the domain is given: what you type stays on this page.',
  'ssoPage.add.domainFirst': 'Add the email domain first: until then nothing is saved.',
  'ssoPage.add.endpoint': 'SSO URL of the identity provider',
  'ssoPage.add.endpointInvalid': 'Enter the SSO URL, starting with https://.',
  'ssoPage.add.certificate': 'Signing certificate (PEM)',
  'ssoPage.add.signRequest': 'Sign our sign-in requests',
  'ssoPage.add.create': 'Create connection',
  'ssoPage.oidc.title': 'Add an OpenID Connect connection',
  'ssoPage.oidc.issuer': 'Issuer URL',
  'ssoPage.oidc.issuerInvalid': 'Enter the issuer URL, starting with https://.',
  'ssoPage.oidc.discover': 'Check issuer',
  'ssoPage.oidc.found': 'Found: people will sign in at {authorization}.',
  'ssoPage.oidc.clientId': 'Client ID',
  'ssoPage.oidc.clientIdRequired': 'Enter the client ID your identity provider gave.',
  'ssoPage.oidc.secret': 'Client secret',
}

/** The Provisioning page (`src/react/portal/pages/provisioning/`). French and Hebrew: `../parts/provisioning-*.ts`. */
export const provisioning = {
  'provisioning.title': 'Provisioning',
  'provisioning.subtitle':
    'Connect your identity provider (Okta, Entra ID, …) with SCIM 2.0: it creates, updates and removes your account’s members for you.',
  'provisioning.new': 'New connection',
  'provisioning.readOnly':
    'You can see the connections. Creating, changing and deleting them needs an administrator.',
  'provisioning.noDelete': 'Deleting a connection needs an administrator.',
  'provisioning.loading': 'Loading the connections…',
  'provisioning.loadFailed': 'The connections could not be loaded.',
  'provisioning.forbidden':
    'You need the Provisioning read permission to see the connections; ask an administrator.',
  'provisioning.retry': 'Try again',
  'provisioning.empty':
    'No connections yet. Create one, then paste its SCIM base URL and token into your identity provider.',
  'provisioning.source.okta': 'Okta',
  'provisioning.source.azure-ad': 'Microsoft Entra ID',
  'provisioning.source.frontegg': 'Foyer',
  'provisioning.source.other': 'Another SCIM 2.0 directory',
  'provisioning.users': 'Members provisioned',
  'provisioning.usersCount': '{count, plural, =0 {None} one {# member} other {# members}}',
  'provisioning.lastSync': 'Last sync',
  'provisioning.never': 'Never',
  'provisioning.baseUrl': 'SCIM base URL',
  'provisioning.copy': 'Copy',
  'provisioning.copyBaseUrl': 'Copy SCIM base URL',
  'provisioning.copyBaseUrlOf': 'Copy the SCIM base URL of {name}',
  'provisioning.copied': 'Copied to the clipboard.',
  'provisioning.copyFailed': 'Could not copy: select the text and copy it yourself.',
  'provisioning.sync': 'Sync to user management',
  'provisioning.syncHint':
    'When off, the directory can read but not change members: its changes are refused until you turn it on.',
  'provisioning.syncOn': '{name} now changes members.',
  'provisioning.syncOff': '{name} can no longer change members.',
  'provisioning.syncFailed': 'Syncing of {name} could not be changed. Try again.',
  'provisioning.mappingsButton': 'Group → role mappings',
  'provisioning.mappingsLabel': 'Group → role mappings of {name}',
  'provisioning.rotate': 'Replace token',
  'provisioning.rotateLabel': 'Replace token for {name}',
  'provisioning.delete': 'Delete',
  'provisioning.deleteLabel': 'Delete connection {name}',
  'provisioning.cancel': 'Cancel',
  'provisioning.close': 'Close',
  'provisioning.create.title': 'New connection',
  'provisioning.create.source': 'Identity provider',
  'provisioning.create.name': 'Name (optional)',
  'provisioning.create.nameHint': 'e.g. Okta – staff',
  'provisioning.create.nameTooLong': 'Use at most {max, number} characters.',
  'provisioning.create.submit': 'Create connection',
  'provisioning.create.offline': 'The server could not be reached. Try again.',
  'provisioning.create.failed': 'The connection could not be created. Try again.',
  'provisioning.secret.title': 'Connection created',
  'provisioning.secret.rotatedTitle': 'Token replaced',
  'provisioning.secret.warning':
    'Copy the token now: you will not see it again. If you lose it, replace it.',
  'provisioning.secret.paste':
    'Paste both into the provisioning settings of your identity provider for {name}.',
  'provisioning.secret.token': 'Bearer token',
  'provisioning.secret.copyToken': 'Copy token',
  'provisioning.secret.done': 'Done',
  'provisioning.rotateConfirm.title': 'Replace the token of {name}?',
  'provisioning.rotateConfirm.message':
    'The current token stops working at once: provisioning pauses until you paste the new one into your identity provider.',
  'provisioning.rotateConfirm.action': 'Replace token',
  'provisioning.rotateFailed': 'The token could not be replaced. Try again.',
  'provisioning.delete.title': 'Delete {name}?',
  'provisioning.delete.message':
    'Your identity provider can no longer reach the account through {name}.',
  'provisioning.delete.usersLegend':
    '{count, plural, =0 {It provisioned no members.} one {It provisioned # member. What becomes of them?} other {It provisioned # members. What becomes of them?}}',
  'provisioning.delete.keep':
    '{count, plural, =0 {Keep its groups as ordinary groups} one {Keep the member, as an ordinary member} other {Keep the # members, as ordinary members}}',
  'provisioning.delete.remove':
    '{count, plural, =0 {Delete its groups too} one {Remove the member from the account, with its groups} other {Remove the # members from the account, with its groups}}',
  'provisioning.delete.action': 'Delete connection',
  'provisioning.delete.withUsers':
    '{count, plural, =0 {Delete connection} one {Delete with # member} other {Delete with # members}}',
  'provisioning.delete.failed': 'The connection could not be deleted. Try again.',
  'provisioning.deleted': 'Connection {name} deleted; its members stay.',
  'provisioning.deletedWithUsers':
    '{count, plural, =0 {Connection {name} deleted.} one {Connection {name} deleted with its member.} other {Connection {name} deleted with its # members.}}',
  'provisioning.mappings.title': 'Group → role mappings of {name}',
  'provisioning.mappings.intro':
    'Members of a group your identity provider pushes hold the roles mapped to its name (any case).',
  'provisioning.mappings.loading': 'Loading the mappings…',
  'provisioning.mappings.loadFailed': 'The mappings could not be loaded.',
  'provisioning.mappings.empty': 'No groups mapped yet.',
  'provisioning.mappings.noRoles': 'No roles',
  'provisioning.mappings.groupLegend': 'Group {n, number}',
  'provisioning.mappings.group': 'Group name in the directory',
  'provisioning.mappings.groupRequired': 'Enter the group’s name.',
  'provisioning.mappings.groupTwice': 'This group is mapped already.',
  'provisioning.mappings.hint':
    'Only roles within your own permissions can be given; a role beyond them stays as it is.',
  'provisioning.mappings.add': 'Add a group',
  'provisioning.mappings.remove': 'Remove',
  'provisioning.mappings.removeLabel': 'Remove group {group}',
  'provisioning.mappings.save': 'Save mappings',
  'provisioning.mappings.saveFailed': 'The mappings could not be saved. Try again.',
  'provisioning.mappings.saved': 'Mappings of {name} saved.',
  'provisioning.team.managed': 'Provisioned by {name} (SCIM)',
  'provisioning.team.hint':
    'Removing, disabling, enabling or giving an end date to this member happens in your identity provider: a change made here would be undone at its next sync.',
}

/** The Usage page (`src/react/portal/pages/usage/`). French and Hebrew: `../parts/usage-*.ts`. */
export const usage = {
  'usage.title': 'Usage',
  'usage.subtitle': 'What your account uses against its plan, and the last 30 days.',
  'usage.loading': 'Loading the usage…',
  'usage.loadFailed': 'The usage could not be loaded.',
  'usage.forbidden': 'You need the Read usage permission to see the usage; ask an administrator.',
  'usage.retry': 'Try again',
  'usage.noPlan': 'Your account has no plan yet: nothing is limited.',
  'usage.plans': '{count, plural, one {Plan: {names}.} other {Plans: {names}.}}',
  'usage.metric.members': 'Members (seats)',
  'usage.metric.ssoConnections': 'SSO connections',
  'usage.metric.apiTokens': 'API tokens',
  'usage.ofLimit': '{used} of {limit}',
  'usage.noLimit': 'No limit in your plan.',
  'usage.nearLimit': 'Near your plan’s limit.',
  'usage.atLimit': 'At your plan’s limit: adding more may be refused.',
  'usage.reported': 'Reported by the application.',
  'usage.chart.metric': 'Plot',
  'usage.chart.title': '{name}, the last 30 days',
  'usage.chart.summary':
    '{name}: {today} today; {first} on {since}; between {min} and {max} over the period.',
  'usage.chart.limit': 'The plan’s limit is {limit}.',
  'usage.chart.none': 'Nothing was recorded in the last 30 days.',
  'usage.chart.legendUsed': 'Solid line: used at the end of each day.',
  'usage.chart.legendLimit': 'Dashed line: the plan’s limit.',
  'usage.chart.legendGaps': 'Gaps: days with no record.',
  'usage.chart.showTable': 'Show as a table',
  'usage.chart.hideTable': 'Hide the table',
  'usage.chart.tableCaption': '{name} by day, newest first',
  'usage.chart.day': 'Day',
  'usage.chart.used': 'Used',
  'usage.chart.noRecord': 'No record',
}

/** The Subscriptions (billing) page and `<checkout-dialog>` (`src/react/portal/pages/subscriptions/`, `src/react/checkout/`). French and Hebrew: `../parts/subscriptions-*.ts`. */
export const subscriptions = {
  'subscriptions.title': 'Subscription',
  'subscriptions.subtitle': 'Your plan, its invoices and the card it is paid with.',
  'subscriptions.loading': 'Loading billing…',
  'subscriptions.loadFailed': 'Billing could not be loaded. Try again.',
  'subscriptions.retry': 'Try again',
  'subscriptions.forbidden': 'You do not have permission to see this account’s subscription.',
  'subscriptions.notConfigured':
    'Billing is not set up for this application, so there is nothing to pay for here.',
  'subscriptions.noSubscription': 'This account has no subscription yet.',
  'subscriptions.externallyManaged':
    'Billing for this account is managed outside the portal by the application’s team, so the plan, the card and the cancellation cannot be changed here.',
  'subscriptions.perMonth': '{price} per month',
  'subscriptions.status.active': 'Active',
  'subscriptions.status.canceled': 'Canceled',
  'subscriptions.status.incomplete': 'Incomplete',
  'subscriptions.status.expired': 'Expired',
  'subscriptions.status.trialing': 'Trial',
  'subscriptions.status.trialEnded': 'Trial ended',
  'subscriptions.plan.current': 'Plan',
  'subscriptions.plan.status': 'Status',
  'subscriptions.plan.period': 'Current period',
  'subscriptions.plan.periodValue': '{start} – {end}',
  'subscriptions.plan.trialEnd': 'Trial ends',
  'subscriptions.plan.cancelsOn': 'Cancelled: the subscription ends on {date} and will not renew.',
  'subscriptions.plan.change': 'Change plan',
  'subscriptions.plan.choose': 'Choose a plan',
  'subscriptions.plan.noDowngrade': 'Moving to a cheaper plan is not offered.',
  'subscriptions.plan.readOnly': 'You do not have permission to change the subscription.',
  'subscriptions.cancel': 'Cancel subscription',
  'subscriptions.cancelTitle': 'Cancel the subscription?',
  'subscriptions.cancelMessage':
    'The subscription stays active until {date}, then ends. You can renew it until then.',
  'subscriptions.canceled': 'The subscription will end on {date}.',
  'subscriptions.cancelFailed': 'The subscription could not be cancelled. Try again.',
  'subscriptions.renew': 'Renew subscription',
  'subscriptions.renewed': 'The subscription will renew on {date}.',
  'subscriptions.renewFailed': 'The subscription could not be renewed. Try again.',
  'subscriptions.invoices.title': 'Invoices',
  'subscriptions.invoices.date': 'Date',
  'subscriptions.invoices.amount': 'Amount',
  'subscriptions.invoices.currency': 'Currency',
  'subscriptions.invoices.paid': 'Payment',
  'subscriptions.invoices.paidYes': 'Paid',
  'subscriptions.invoices.paidNo': 'Unpaid',
  'subscriptions.invoices.receipt': 'Receipt number',
  'subscriptions.invoices.download': 'Download PDF',
  'subscriptions.invoices.downloadLabel': 'Download PDF of invoice {receipt}',
  'subscriptions.invoices.downloadFailed':
    'The PDF of invoice {receipt} could not be downloaded: {message}',
  'subscriptions.invoices.empty': 'No invoices yet.',
  'subscriptions.invoices.loadFailed': 'The invoices could not be loaded.',
  'subscriptions.invoices.forbidden': 'You do not have permission to see the invoices.',
  'subscriptions.card.title': 'Payment method',
  'subscriptions.card.none': 'No card on file.',
  'subscriptions.card.summary': '{brand} ending in {last4}, expires {expiry}',
  'subscriptions.card.other': 'A payment method other than a card',
  'subscriptions.card.add': 'Add a card',
  'subscriptions.card.replace': 'Replace card',
  'subscriptions.card.replaceTitle': 'Replace the card',
  'subscriptions.card.new': 'New card',
  'subscriptions.card.save': 'Save card',
  'subscriptions.card.replaced': 'The new card is saved.',
  'subscriptions.card.loading': 'Loading the card form…',
  'subscriptions.card.loadFailed': 'The card form could not be loaded. Try again.',
  'subscriptions.card.notReady': 'The card form is not ready yet. Wait a moment and try again.',
  'subscriptions.card.failed': 'The card could not be saved. Try again.',
  'subscriptions.card.readOnly': 'You do not have permission to change the payment method.',
  'subscriptions.card.forbidden': 'You do not have permission to see the payment method.',
  'subscriptions.details.title': 'Billing details',
  'subscriptions.details.name': 'Name on the card',
  'subscriptions.details.notSet': 'Not set',
  'subscriptions.details.email': 'Billing email',
  'subscriptions.details.line1': 'Address',
  'subscriptions.details.line2': 'Address line 2 (optional)',
  'subscriptions.details.city': 'City',
  'subscriptions.details.state': 'State or region',
  'subscriptions.details.postalCode': 'Postal code',
  'subscriptions.details.country': 'Country (2-letter code)',
  'subscriptions.details.emailInvalid': 'Enter an email address like name@example.com.',
  'subscriptions.details.countryInvalid': 'Use a two-letter country code, e.g. US.',
  'subscriptions.details.save': 'Save billing details',
  'subscriptions.details.saved': 'Billing details saved.',
  'subscriptions.details.offline':
    'The server could not be reached. Nothing you typed is lost: try again.',
  'subscriptions.details.failed': 'The billing details could not be saved. Try again.',
  'subscriptions.details.readOnly': 'You do not have permission to change the billing details.',
  'subscriptions.checkout.title': 'Checkout',
  'subscriptions.checkout.plan': 'Plan',
  'subscriptions.checkout.price': 'Price',
  'subscriptions.checkout.choosePlan': 'Choose a plan',
  'subscriptions.checkout.payWith': 'Pay with {card}',
  'subscriptions.checkout.otherCard': 'Use another card',
  'subscriptions.checkout.card': 'Card',
  'subscriptions.checkout.confirm': 'Subscribe',
  'subscriptions.checkout.cancel': 'Cancel',
  'subscriptions.checkout.failed': 'The checkout could not be completed. Try again.',
  'subscriptions.checkout.signIn': 'Sign in to subscribe.',
  'subscriptions.checkout.forbidden':
    'You do not have permission to change this account’s subscription.',
  'subscriptions.checkout.alreadyOn': 'This account is already on this plan.',
  'subscriptions.checkout.noPlan': 'This plan is not offered.',
  'subscriptions.checkout.done': 'You are now on the {plan} plan.',
}

/** The All accounts page (`src/react/portal/pages/all-accounts/`). French and Hebrew: `../parts/all-accounts-*.ts`. */
export const allAccounts = {
  'allAccounts.title': 'All accounts',
  'allAccounts.subtitle':
    'The accounts under yours: walk down the tree, search them by name, and manage each one.',
  'allAccounts.ownAccount': 'Your account',
  'allAccounts.pathLabel': 'Where you are in the tree',
  'allAccounts.search': 'Search accounts by name',
  'allAccounts.column.name': 'Name',
  'allAccounts.column.created': 'Created',
  'allAccounts.column.users': 'Users',
  'allAccounts.column.reseller': 'Sub-account management',
  'allAccounts.column.access': 'Access type',
  'allAccounts.reseller.on': 'On',
  'allAccounts.reseller.off': 'Off',
  'allAccounts.access.defaultOff': 'Off unless allowed',
  'allAccounts.access.defaultOn': 'On unless refused',
  'allAccounts.access.alwaysOn': 'Always on',
  'allAccounts.accessHint.defaultOff':
    'Only people of the accounts above it who were given access can open this account.',
  'allAccounts.accessHint.defaultOn':
    'Everyone of the accounts above it can open this account, except people whose access was refused.',
  'allAccounts.accessHint.alwaysOn':
    'Everyone of the accounts above it can always open this account.',
  'allAccounts.empty': 'No sub-accounts here yet.',
  'allAccounts.noMatch': 'No account matches this name.',
  'allAccounts.loadFailed': 'The accounts could not be loaded.',
  'allAccounts.loadMore': 'Show more ({shown, number} of {total, number})',
  'allAccounts.showChildren': 'Sub-accounts',
  'allAccounts.showChildrenOf': 'Show the sub-accounts of {name}',
  'allAccounts.manage': 'Manage',
  'allAccounts.manageLabel': 'Manage {name}',
  'allAccounts.readOnly':
    'You can see the accounts but not change them: you need the Edit sub-accounts permission.',
  'allAccounts.create': 'New sub-account',
  'allAccounts.createTitle': 'New sub-account',
  'allAccounts.createUnder': 'New sub-account of {name}',
  'allAccounts.createSubmit': 'Create',
  'allAccounts.cancel': 'Cancel',
  'allAccounts.name': 'Name',
  'allAccounts.nameRequired': 'Enter a name.',
  'allAccounts.nameTooLong': 'Use at most {max, number} characters.',
  'allAccounts.offline': 'The server could not be reached. Try again.',
  'allAccounts.failed': 'That did not work. Try again.',
  'allAccounts.rename': 'Rename',
  'allAccounts.renamed': 'Account renamed.',
  'allAccounts.management': 'Sub-account management (it may have accounts of its own)',
  'allAccounts.managementOn': 'Sub-account management turned on.',
  'allAccounts.managementOff': 'Sub-account management turned off.',
  'allAccounts.accessType': 'Access type',
  'allAccounts.accessSaved': 'Access type saved.',
  'allAccounts.open': 'Open this account',
  'allAccounts.noAccess': 'You have no access to this account: its access type keeps you out.',
  'allAccounts.delete': 'Delete',
  'allAccounts.deleteRefused':
    'You cannot delete accounts: you need the Delete sub-accounts permission.',
  'allAccounts.deleteTitle': 'Delete {name}?',
  'allAccounts.deleteMessage':
    '{name}, every account under it and everything they hold are deleted for good. People who belong to no other account lose their sign-in.',
  'allAccounts.deleteConfirm': 'Delete for good',
  'allAccounts.deleted': 'Account deleted.',
  'allAccounts.banner': 'You are working in the account {name}.',
  'allAccounts.bannerBack': 'Back to your account',
  'allAccounts.users.title': 'People',
  'allAccounts.users.name': 'Name',
  'allAccounts.users.email': 'Email',
  'allAccounts.users.status': 'Status',
  'allAccounts.users.active': 'Active',
  'allAccounts.users.invited': 'Invited',
  'allAccounts.users.empty': 'Nobody belongs to this account yet.',
  'allAccounts.users.loadFailed': 'The people of this account could not be loaded.',
  'allAccounts.users.roleOf': 'Role of {name}',
  'allAccounts.users.noRole': 'No role',
  'allAccounts.users.rolesSaved': 'Role of {name} saved.',
  'allAccounts.users.remove': 'Remove',
  'allAccounts.users.removeLabel': 'Remove {name}',
  'allAccounts.users.removeTitle': 'Remove {name}?',
  'allAccounts.users.removeMessage':
    '{name} no longer belongs to {account}. Their own sign-in stays.',
  'allAccounts.users.removed': '{name} removed.',
  'allAccounts.users.readOnly':
    'You cannot add or change people: you need the Edit sub-accounts permission.',
  'allAccounts.users.add': 'Add a user',
  'allAccounts.users.addSubmit': 'Invite',
  'allAccounts.users.added': 'Invitation sent to {email}.',
  'allAccounts.users.role': 'Role in this account',
  'allAccounts.users.defaultRole': 'The default role',
  'allAccounts.users.allowAccess': 'Allow access to the sub-accounts of this account',
  'allAccounts.users.emailRequired': 'Enter an email address.',
  'allAccounts.users.emailInvalid': 'Enter an email address like name@example.com.',
}

/** Impersonation: the banner and the `/account/impersonate` route (`src/react/impersonation/`). French and Hebrew: `../parts/impersonation-*.ts`. */
export const impersonation = {
  'impersonation.impersonating': 'Starting to act as this user…',
  'impersonation.success.title': 'You are acting as {name}',
  'impersonation.success.body':
    'This session ends within 30 minutes. While you act as this user, their password, email, profile, second factors, passkeys and API tokens cannot be changed.',
  'impersonation.success.continue': 'Continue',
  'impersonation.failed.title': 'Impersonation did not start',
  'impersonation.failed.missing':
    'This link does not say which user to act as and why. Ask for a new impersonation link.',
  'impersonation.backToLogin': 'Back to sign-in',
  'impersonation.banner': 'You are acting as {name}',
  'impersonation.banner.detail':
    'Everything you do is recorded in their account’s audit log; their sign-in settings are locked.',
  'impersonation.end': 'End impersonation',
  'impersonation.ending': 'Ending impersonation…',
}

/** Username sign-in and sign-up: the box's identifier field and the sign-up's username (`src/react/login/username/`). French and Hebrew: `../parts/username-*.ts`. */
export const username = {
  'username.identifier': 'Username or email',
  'username.invalid': 'Enter your username or your email address',
  'username.signUp.label': 'Username',
  'username.signUp.hint': '3 to 64 letters, digits, dots, dashes or underscores',
  'username.signUp.required': 'Choose a username',
  'username.signUp.invalid': 'A username has 3 to 64 letters, digits, dots, dashes or underscores',
  'username.signUp.taken': 'This username is taken. Choose another',
}

/** hierarchy2: the Users page's Impersonate (`src/react/widgets/users-table/impersonate-dialog.tsx`). French and Hebrew: `../parts/impersonation-*.ts`. */
export const hierarchy2 = {
  'impersonate.action': 'Impersonate',
  'impersonate.title': 'Act as {name}?',
  'impersonate.body':
    'You will act as {name} with their own rights, for 30 minutes at most. Everything you do is recorded in their account’s audit log with your reason; their password, email, factors and tokens cannot be changed meanwhile.',
  'impersonate.reason': 'Reason',
  'impersonate.reasonHint': 'Why you need to act as this user, for example a support ticket.',
  'impersonate.reasonRequired': 'Enter the reason you act as this user.',
  'impersonate.submit': 'Impersonate',
  'impersonate.cancel': 'Cancel',
  'impersonate.offline': 'You seem to be offline. Check your connection and try again.',
  'impersonate.failed': 'The impersonation did not start. Try again.',
}

/** gaps30: the SSO page's domain change (spec §5, `src/react/portal/pages/sso/domains-section.tsx`; French and Hebrew: `../parts/sso-page-*.ts`), password recovery by username (`src/react/login/recovery/forgot-by-username.tsx`), demo hosted login's dialog. */
export const gaps30 = {
  'ssoDomainChange.title': 'Remove {domain}?',
  'ssoDomainChange.message':
    'This connection’s identity provider was set up for {domain}. Removing it changes the connection’s domain: the IdP’s sign-in URL and certificate are cleared and requests are no longer signed. Then set the identity provider of the connection’s new domain with Edit IdP settings.',
  'ssoDomainChange.confirm': 'Remove and clear the IdP',
  'ssoDomainChange.removed':
    '{domain} was removed and the IdP settings made for it were cleared. Set them again with Edit IdP settings.',
  /** Password recovery while the vendor signs in by username (French and Hebrew: `../parts/username-*.ts`). */
  /** Demo hosted login's dialog (`src/host/demo-dialog-name.ts`; French and Hebrew: `../parts/demo-hosted-login-*.ts`). */
  'demoHostedLogin.dialog': 'Sign in',
  'recoveryUsername.subtitle':
    'Enter your username or email and we will help you choose a new password.',
}

/** sso31: editing a connection's IdP settings in place (`src/react/portal/pages/sso/edit-idp-dialog.tsx`; French and Hebrew: `../parts/sso-page-*.ts`). */
export const sso31 = {
  'ssoEdit.title': 'Edit IdP settings of {title}',
  'ssoEdit.samlHint':
    'The new settings replace the identity provider’s current ones. The connection’s domains, roles and group mappings stay.',
  'ssoEdit.oidcHint':
    'The connection’s domains, roles and group mappings stay. Check the issuer to see where people will sign in.',
  'ssoEdit.secretHint': 'Leave it blank to keep the current secret.',
  'ssoEdit.save': 'Save settings',
  'ssoEdit.saved': 'The identity provider settings of {title} were saved.',
  'ssoEdit.confirmFirst': 'Confirm it’s you: the settings are saved once you have.',
}
