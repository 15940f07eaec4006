import { badRequest } from '../http/api-error'
import { base64url } from './base64url'

/** The challenge a browser signed: read from its clientDataJSON, to find what it answers. */
export const signedChallenge = (clientDataJSON: string): string => {
  try {
    const data = JSON.parse(base64url.toUTF8String(clientDataJSON)) as { challenge?: unknown }
    if (typeof data.challenge === 'string' && data.challenge !== '') return data.challenge
  } catch {
    // Not base64url JSON: the same answer as JSON without a challenge.
  }
  throw badRequest('The passkey answer is malformed')
}

/** The user handle a passkey carries for a user id (the id's text; no personal data in it). */
export const userHandleOf = (userId: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(new TextEncoder().encode(userId))
