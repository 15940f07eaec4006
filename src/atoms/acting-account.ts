import { atom } from 'jotai/vanilla'
import { sessionRuntimeAtom } from './config'

/** The sub-account the portal acts in, and the session epoch it was opened in. */
export interface ActingAccount {
  tenantId: string
  name: string
  epoch: number
}

/** Where `openSubAccountAtom` (`sub-account.ts`, loaded with the All accounts page) keeps it. */
export const actingAccountStateAtom = atom<ActingAccount | null>(null)

/**
 * The sub-account the portal acts in ("open this account"), or null: only while the session it was
 * opened in lasts (a sign-out or tenant switch ends it). Small on purpose: every tag reads it
 * through the session key.
 */
export const actingAccountAtom = atom((get) => {
  const acting = get(actingAccountStateAtom)
  return acting && acting.epoch === get(sessionRuntimeAtom).epoch ? acting : null
})
