import { passesCaptcha } from '../captcha/check'
import { requestScope } from '../db/request-memo'
import { checkPasswordAt } from './sign-in'
import { forgetSignInSettings, readSignInSettings } from './sign-in-settings'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'
import type { SignInName } from '../users/sign-in-name'
import type { SignInResult } from './sign-in'

/** A password sign-in's request, as `passwordStep` checks it. */
export interface PasswordStepInput {
  name: SignInName
  password: string
  recaptchaToken: string | undefined
  client: ClientInfo
  locale: string
}

/**
 * The password step of a sign-in: the captcha, then the password (`checkPasswordAt`), on the
 * sign-in settings the app keeps (`readSignInSettings`). When the reservation finds those
 * settings changed (on any instance), the step starts again once, on a fresh read and in a fresh
 * request scope, exactly as a sign-in that read them first. Answers the scope the rest of the
 * sign-in uses, and the result. A failed captcha answers exactly like a wrong password.
 */
export const passwordStep = async (
  deps: AppDeps,
  input: PasswordStepInput,
): Promise<{ scope: AppDeps; result: SignInResult }> => {
  const { name, client } = input
  for (let fresh = false; ; fresh = true) {
    const scope = requestScope(deps)
    const settings = await readSignInSettings(scope.db)
    const captcha = { token: input.recaptchaToken, email: name.value, client, now: deps.now() }
    if (!(await passesCaptcha(scope, captcha))) return { scope, result: { kind: 'invalid' } }
    const checked = { name, password: input.password, client, now: deps.now() }
    // A fresh read was current just now: it is not checked again (at most one start again).
    const version = settings.remembered && !fresh ? settings.version : undefined
    const result = await checkPasswordAt(scope, { ...checked, locale: input.locale }, version)
    if (result.kind !== 'stale') return { scope, result }
    forgetSignInSettings(scope.db)
  }
}
