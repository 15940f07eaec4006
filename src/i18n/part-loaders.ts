import { extendCatalogue } from './locales'
import type { BuiltInLanguage } from './locale-list'
import type { CatalogueLoader } from './locale-loaders'

/**
 * Words of one part of a page in every built-in language but English, each a chunk of its own that
 * the part loads with itself (`usePartWords`), so a language's catalogue, which every element loads
 * first, stays within its budget as pages grow. English is the part's group of `messages/en.ts`.
 */
export const partLoaders = {
  securityCenter: {
    fr: () => import('./parts/security-center-fr'),
    he: () => import('./parts/security-center-he'),
  },
  securityTabs: {
    fr: () => import('./parts/security-tabs-fr'),
    he: () => import('./parts/security-tabs-he'),
  },

  audits: {
    fr: () => import('./parts/audits-fr'),
    he: () => import('./parts/audits-he'),
  },

  webhooks: {
    fr: () => import('./parts/webhooks-fr'),
    he: () => import('./parts/webhooks-he'),
  },

  connectivityChannels: {
    fr: () => import('./parts/connectivity-channels-fr'),
    he: () => import('./parts/connectivity-channels-he'),
  },

  tenantApiTokens: {
    fr: () => import('./parts/tenant-api-tokens-fr'),
    he: () => import('./parts/tenant-api-tokens-he'),
  },
  ssoPage: {
    fr: () => import('./parts/sso-page-fr'),
    he: () => import('./parts/sso-page-he'),
  },

  provisioning: {
    fr: () => import('./parts/provisioning-fr'),
    he: () => import('./parts/provisioning-he'),
  },

  usage: {
    fr: () => import('./parts/usage-fr'),
    he: () => import('./parts/usage-he'),
  },

  subscriptions: {
    fr: () => import('./parts/subscriptions-fr'),
    he: () => import('./parts/subscriptions-he'),
  },

  allAccounts: {
    fr: () => import('./parts/all-accounts-fr'),
    he: () => import('./parts/all-accounts-he'),
  },

  impersonation: {
    fr: () => import('./parts/impersonation-fr'),
    he: () => import('./parts/impersonation-he'),
  },

  username: {
    fr: () => import('./parts/username-fr'),
    he: () => import('./parts/username-he'),
  },

  demoHostedLogin: {
    fr: () => import('./parts/demo-hosted-login-fr'),
    he: () => import('./parts/demo-hosted-login-he'),
  },
} as const satisfies Record<string, Record<BuiltInLanguage, CatalogueLoader>>

/** A part with words of its own. */
export type CataloguePart = keyof typeof partLoaders

const done = new Set<string>()
const pending = new Map<string, Promise<void>>()

/** Whether the part's words of `language` are in its catalogue (English always is). */
export function partLoaded(part: CataloguePart, language: string): boolean {
  return !Object.hasOwn(partLoaders[part], language) || done.has(`${part}:${language}`)
}

/**
 * Loads the part's words of `language` once and adds them to the language's loaded catalogue. A chunk
 * that fails to load leaves English for those words (resolves all the same).
 */
export function loadPart(part: CataloguePart, language: string): Promise<void> {
  const key = `${part}:${language}`
  const loaders: Readonly<Record<string, CatalogueLoader>> = partLoaders[part]
  const load = Object.hasOwn(loaders, language) ? loaders[language] : undefined
  if (!load || done.has(key)) return Promise.resolve()
  let loading = pending.get(key)
  if (!loading) {
    loading = load().then(
      (module) => {
        extendCatalogue(language, module.default)
        done.add(key)
      },
      () => {
        pending.delete(key)
        done.add(key)
      },
    )
    pending.set(key, loading)
  }
  return loading
}
