import { startAuthentication } from '@simplewebauthn/browser'
import { startKeyCheck, verifyKey } from '../api/mfa-webauthn'
import type { ApiClient, LoginResponse } from '../api'

/**
 * A reverification step-up answered by the user's security key: the server's challenge, the
 * browser's ceremony, the server's check. A chunk of its own with the WebAuthn library.
 */
export async function answerWithKey(
  client: ApiClient,
  input: { mfaToken: string; deviceId: string },
): Promise<LoginResponse> {
  const { webauthnToken, options } = await startKeyCheck(client, input)
  const answer = await startAuthentication({ optionsJSON: options })
  return verifyKey(client, { ...input, webauthnToken, answer })
}
