import { CUSTOM_SOCIAL_PATHS } from '../api/custom-social'
import { ok } from './http'
import { demoLink } from './notices'
import type { DemoModule } from './app'

/** The demo's custom provider: a vendor's own OpenID Connect provider, "Acme ID". */
export const DEMO_CUSTOM_PROVIDER = {
  id: '5d6b1c1e-8f3a-4c55-9d2e-0a7c4f1e2b3d',
  displayName: 'Acme ID',
  email: 'acme.user@example.com',
} as const

// An inline logo (a rounded square with an A), so the demo asks no third party for an image.
const logo =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="5" fill="#5b4bdb"/><path d="M7 18 12 6l5 12M9 14h6" stroke="#fff" stroke-width="2" fill="none"/></svg>',
  )

/**
 * Custom social login in demo mode: the list offers Acme ID beside the demo's built-in providers;
 * its button goes straight to the box's social callback route with a demo code (there is no
 * provider to visit), and the social module's post-login signs in as Acme's demo user, exactly as
 * the demo's Google does (`?demo&demo-social=new` makes it a new user).
 */
export const customSocial: DemoModule = ({ route }) => {
  route('GET', CUSTOM_SOCIAL_PATHS.providers, () =>
    ok({
      providers: [
        {
          id: DEMO_CUSTOM_PROVIDER.id,
          type: 'custom',
          clientId: 'demo-acme',
          redirectUrl: demoLink('socialLoginCallbackUrl', {}),
          redirectUrlPattern: '',
          authorizationUrl: 'https://id.acme.example/oauth/authorize',
          userInfoUrl: 'https://id.acme.example/oauth/userinfo',
          scopes: 'openid email profile',
          ssoLogoUrl: logo,
          displayName: DEMO_CUSTOM_PROVIDER.displayName,
          active: true,
          tokenUrl: null,
          issuer: 'https://id.acme.example',
          startUrl: demoLink('socialLoginCallbackUrl', {
            code: `demo-${DEMO_CUSTOM_PROVIDER.id}`,
            state: `${DEMO_CUSTOM_PROVIDER.id}.demo`,
          }),
        },
      ],
    }),
  )
}
