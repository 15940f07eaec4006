/**
 * The credentials the login box shows in demo mode (the element layer hands them to the store's
 * `demoSignInAtom`). They follow the demo login (any email, a password of 6+ characters but
 * `wrong-password`) and `demoPersona` (the role prefixes); Dana Levi is the seeded Admin.
 */
export const DEMO_SIGN_IN = {
  email: 'dana.levi@acme.test',
  password: 'demopass',
  rolePrefixes: ['viewer', 'support', 'readonly'],
} as const
