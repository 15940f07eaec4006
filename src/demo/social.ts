import { customProviderOfState } from '../api/custom-social'
import { SOCIAL_PATHS, SOCIAL_PROVIDERS, providerOfState } from '../api/social'
import { DEMO_CUSTOM_PROVIDER } from './custom-social'
import { fail, ok } from './http'
import { demoLink } from './notices'
import { signInDemo } from './state'
import type { SocialProvider } from '../api/social'
import type { DemoModule } from './app'

/** The providers the demo offers: all seven of the server's, in the box's order. */
const DEMO_PROVIDERS: readonly SocialProvider[] = SOCIAL_PROVIDERS

/** Who each demo provider signs in as (an Admin of the demo tenant, like any demo address). */
const demoEmail = (provider: SocialProvider) => `${provider}.user@example.com`

/**
 * Social login in demo mode: the list offers the seven providers the server knows (Google,
 * Microsoft, Apple, GitHub, Facebook, LinkedIn, Slack); a button goes straight
 * to the box's social callback route with a demo code (there is no provider to visit), whose
 * post-login signs in as that provider's demo user. `?demo&demo-social=new` makes it a new user
 * (the box then sends `sign-up-completed`); a code that is not the demo's fails like a spent one.
 * The demo's custom provider (`custom-social.ts`) completes here as well.
 */
export const social: DemoModule = ({ route, state }) => {
  route('GET', SOCIAL_PATHS.providers, () =>
    ok(
      DEMO_PROVIDERS.map((type) => ({
        type,
        clientId: `demo-${type}`,
        redirectUrl: demoLink('socialLoginCallbackUrl', {}),
        active: true,
        authorizationUrl: demoLink('socialLoginCallbackUrl', {
          code: `demo-${type}`,
          state: `${type}.demo`,
        }),
        options: {},
        customised: true,
        additionalScopes: [],
      })),
    ),
  )
  route('POST', SOCIAL_PATHS.postLogin(':provider'), ({ params, query, now }) => {
    // The server's order: the query is checked first, then whether the provider is on.
    const code = query.get('code')
    const stateParam = query.get('state')
    if (code === null) return fail(400, 'code is required')
    if (stateParam === null) return fail(400, 'state is required')
    // The custom demo provider (custom-social.ts) signs in here too: one post-login path.
    const builtIn = DEMO_PROVIDERS.find((type) => type === params.provider)
    if (!builtIn && params.provider !== DEMO_CUSTOM_PROVIDER.id) {
      return fail(404, 'This social login is not enabled')
    }
    const provider = providerOfState(stateParam) ?? customProviderOfState(stateParam)
    if (!provider || provider !== params.provider || code !== `demo-${provider}`) {
      return fail(401, 'Failed to authenticate')
    }
    const email = builtIn ? demoEmail(builtIn) : DEMO_CUSTOM_PROVIDER.email
    const isNewUser =
      new URLSearchParams(globalThis.location?.search ?? '').get('demo-social') === 'new'
    return ok({ ...signInDemo(state, email, now), isNewUser })
  })
}
