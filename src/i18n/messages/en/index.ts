import element from './element'
import login from './login'
import ui from './ui'
import users from './users'

/**
 * The English catalogue, built into every entry: one file per feature (`<feature>.ts`, ids prefixed with the
 * feature name), spread here. Every other locale falls back to it message by message.
 */
export const en = {
  ...element,
  ...ui,
  ...login,
  ...users,
}
