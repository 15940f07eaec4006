import type { ApiClient } from './client'
import type { LoginResponse } from './types'

/** Paths of the activation calls (wire-api §5.1 rows 11-14), shared with the demo handler. */
export const ACTIVATION_PATHS = {
  activate: '/identity/resources/users/v1/activate',
  activateWithCode: '/identity/resources/users/v1/activate/code',
  strategy: '/identity/resources/users/v1/activate/strategy',
  resend: '/identity/resources/users/v1/activate/reset',
} as const

/** A mailed activation link's query (`IActivateAccount` without the password). */
export interface ActivationLink {
  userId: string
  token: string
}

/** Whether activating with this link asks for a password; the link is not used. */
export function getActivationStrategy(
  client: ApiClient,
  link: ActivationLink,
): Promise<{ shouldSetPassword: boolean }> {
  return client.get(ACTIVATION_PATHS.strategy, { userId: link.userId, token: link.token })
}

/** Activates with the link (and the password, when the strategy asks); signs in. */
export function activateAccount(
  client: ApiClient,
  input: ActivationLink & { password?: string },
): Promise<LoginResponse> {
  return client.post(ACTIVATION_PATHS.activate, input)
}

/** Activates with the mailed code; `token` is the sign-up answer's activationToken. */
export function activateWithCode(
  client: ApiClient,
  input: ActivationLink & { code: string; password?: string },
): Promise<LoginResponse> {
  return client.post(ACTIVATION_PATHS.activateWithCode, input)
}

/** Asks for a new activation mail (the answer is the same whether or not one is sent). */
export async function resendActivation(client: ApiClient, email: string): Promise<void> {
  await client.post(ACTIVATION_PATHS.resend, { email })
}
