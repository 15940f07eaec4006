import element from './element'
import login from './login'
import ui from './ui'
import users from './users'

/**
 * The whole English catalogue: one file per feature (`<feature>.ts`, ids prefixed with the feature name),
 * spread here. It defines `MessageId` and the ids every locale translates; bundles carry `../../english.ts`
 * instead, the shared messages plus those of the screens they ship.
 */
export const en = {
  ...element,
  ...ui,
  ...login,
  ...users,
}
