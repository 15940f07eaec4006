import { booleanAttribute, choiceAttribute, textAttribute } from './attributes'
import type { PropsOf } from './attributes'

/** The attributes every Foyer tag takes, besides its own. */
export const commonAttributes = {
  baseUrl: textAttribute('base-url'),
  appId: textAttribute('app-id'),
  apiPrefix: textAttribute('api-prefix', 'api'),
  demo: booleanAttribute('demo'),
  credentials: choiceAttribute('credentials', ['same-origin', 'include'], 'same-origin'),
  theme: choiceAttribute('theme', ['light', 'dark', 'auto'], 'light'),
  locale: textAttribute('locale'),
  nonce: textAttribute('nonce'),
  sessionPerTenant: booleanAttribute('session-per-tenant'),
} as const

/** Props every Foyer element reads from its attributes ({@link commonAttributes}). */
export type CommonProps = PropsOf<typeof commonAttributes>
