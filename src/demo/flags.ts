import { FLAGS_PATHS } from '../api'
import { DEMO_FLAGS } from './fixtures/flags'
import { ok } from './http'
import type { DemoModule } from './app'

/** The admin feature flags: the spec's preview set, all on. */
export const flags: DemoModule = ({ route }) => {
  route('GET', FLAGS_PATHS.flags, () => ok(DEMO_FLAGS))
}
