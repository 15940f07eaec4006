import { createRequire } from 'node:module'
import type { DOMParser } from '@xmldom/xmldom'

/**
 * @xmldom/xmldom's parser, loaded on the first SAML document read rather than at the server's
 * start: synchronously, through `require`, so callers stay synchronous.
 */
let parser: typeof DOMParser | undefined
export const domParser = (): typeof DOMParser =>
  (parser ??= (createRequire(import.meta.url)('@xmldom/xmldom') as { DOMParser: typeof DOMParser })
    .DOMParser)
