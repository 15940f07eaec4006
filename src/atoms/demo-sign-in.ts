import { atom } from 'jotai/vanilla'

/** What a demo visitor may type to sign in (the demo transport's rules). */
export interface DemoSignIn {
  /** An email that signs in as the tenant's Admin (any email works). */
  email: string
  /** A password the demo accepts. */
  password: string
  /** Email local-part prefixes that sign in with a narrower role (`viewer@…` is a Viewer). */
  rolePrefixes: readonly string[]
}

/**
 * In demo mode, which credentials work, so screens can say so; `null` against a real server. The
 * element layer fills it from the demo module it loads (the atoms never import the demo).
 */
export const demoSignInAtom = atom<DemoSignIn | null>(null)
