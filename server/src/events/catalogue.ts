/**
 * The product's event catalogue lives in `src/wire/event-catalogue.ts`, shared with the demo
 * transport; the server's areas import it from here.
 */
export {
  catalogueEvent,
  eventCategories,
  eventKeys,
  isCatalogueEvent,
} from '../../../src/wire/event-catalogue'
export type { CatalogueCategory, CatalogueEvent } from '../../../src/wire/event-catalogue'
