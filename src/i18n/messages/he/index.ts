import element from './element'
import login from './login'
import ui from './ui'
import users from './users'
import type { Catalogue } from '../../catalogue'

/** The Hebrew catalogue, loaded as its own chunk when an element's locale is Hebrew (laid out right to left). */
const he: Catalogue = {
  ...element,
  ...ui,
  ...login,
  ...users,
}
export default he
