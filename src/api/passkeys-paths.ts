/** Paths of passkey sign-in and the user's passkeys (wire-api §5.1 rows 62-67), for the demo too. */
export const PASSKEYS_PATHS = {
  preLogin: '/identity/resources/auth/v1/webauthn/prelogin',
  postLogin: '/identity/resources/auth/v1/webauthn/postlogin',
  devices: '/identity/resources/users/webauthn/v1/devices',
  verify: '/identity/resources/users/webauthn/v1/devices/verify',
  device: '/identity/resources/users/webauthn/v1/devices/:id',
} as const
