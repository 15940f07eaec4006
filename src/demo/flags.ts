import { FLAGS_PATHS } from '../api'
import { DEMO_FLAGS } from './fixtures/flags'
import { ok } from './http'
import { demoPasskeysAsked } from './passkeys'
import type { DemoModule } from './app'

/** The admin feature flags: the spec's preview set, all on (and the passkey prompt's, when asked). */
export const flags: DemoModule = ({ route }) => {
  route('GET', FLAGS_PATHS.flags, () =>
    ok(demoPasskeysAsked() ? { ...DEMO_FLAGS, 'show-passkeys-new': 'on' } : DEMO_FLAGS),
  )
}
