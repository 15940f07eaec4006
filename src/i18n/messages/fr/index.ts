import element from './element'
import type { Catalogue } from '../../catalogue'

/** The French catalogue, loaded as its own chunk when an element's locale is French. */
const fr: Catalogue = {
  ...element,
}
export default fr
