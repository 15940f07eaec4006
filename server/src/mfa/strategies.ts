import { readVendorConfiguration } from '../configuration/vendor-configuration'
import { MFA_STRATEGIES } from './policy-schema'
import type { AppDeps } from '../deps'
import type { MfaStrategy } from './policy-schema'

/** The second factors the vendor turned on that this server can verify. */
export const activeStrategies = async (deps: AppDeps): Promise<MfaStrategy[]> => {
  const { mfaStrategies } = await readVendorConfiguration(deps.db)
  // The factors verified here so far; the others stay off whatever is saved.
  const supported = new Set<MfaStrategy>([
    'AuthenticatorApp',
    'EmailCode',
    'SMS',
    'WebAuthnPlatform',
    'WebAuthnCrossPlatform',
  ])
  return MFA_STRATEGIES.filter((strategy) => supported.has(strategy) && mfaStrategies[strategy])
}
