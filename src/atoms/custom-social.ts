import { atom } from 'jotai/vanilla'
import { getCustomSocialProviders } from '../api/custom-social'
import { apiClientAtom } from './config'
import { socialProvidersAtom } from './social'
import type { CustomSocialProvider } from '../api/custom-social'
import type { SocialProviderConfig } from '../api/social'

/**
 * The vendor's custom providers to offer: active ones with a start, in the vendor's order. A
 * list that fails to load offers none (the other ways to sign in stay).
 */
export const customSocialProvidersAtom = atom(async (get): Promise<CustomSocialProvider[]> => {
  try {
    const { providers } = await getCustomSocialProviders(get(apiClientAtom))
    return providers.filter((provider) => provider.active && provider.startUrl)
  } catch {
    return []
  }
})

/** Every social button's provider: the built-in and the custom lists, loaded side by side. */
export const offeredSocialAtom = atom(
  (get): Promise<[SocialProviderConfig[], CustomSocialProvider[]]> =>
    Promise.all([get(socialProvidersAtom), get(customSocialProvidersAtom)]),
)
