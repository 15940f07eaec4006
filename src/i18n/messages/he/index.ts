import element from './element'
import type { Catalogue } from '../../catalogue'

/** The Hebrew catalogue, loaded as its own chunk when an element's locale is Hebrew (laid out right to left). */
const he: Catalogue = {
  ...element,
}
export default he
