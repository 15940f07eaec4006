import element from './element'
import login from './login'
import ui from './ui'
import users from './users'
import type { Catalogue } from '../../catalogue'

/** The French catalogue, loaded as its own chunk when an element's locale is French. */
const fr: Catalogue = {
  ...element,
  ...ui,
  ...login,
  ...users,
}
export default fr
