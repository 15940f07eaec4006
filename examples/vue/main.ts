/// <reference types="vite/client" />
import { createApp, ref } from 'vue'
import { defineElements } from 'foyer'
import type { PortalConfiguration, SignedInDetail, UserVerifiedDetail } from 'foyer'

defineElements()

const app = createApp({
  setup() {
    const user = ref<SignedInDetail['user'] | null>(null)
    const verified = ref<string | null>(null)
    return {
      user,
      verified,
      // `npm run example:vue` passes the server's address (PORT); `?demo` answers every call in the browser.
      baseUrl:
        (import.meta.env.VITE_FOYER_BASE_URL as string | undefined) ?? 'http://localhost:8080',
      demo: new URLSearchParams(location.search).has('demo'),
      // The portal's one typed configuration object: the personal API tokens page, hidden by default, shows.
      portalConfiguration: {
        navigation: { personalApiTokens: { visibility: 'always' } },
      } satisfies PortalConfiguration,
      onSignedIn: (event: CustomEvent<SignedInDetail>) => {
        user.value = event.detail.user
      },
      onUserVerified: (event: CustomEvent<UserVerifiedDetail>) => {
        verified.value = event.detail.email
      },
    }
  },
})
app.config.compilerOptions.isCustomElement = (tag) =>
  ['login-box', 'users-table', 'admin-portal'].includes(tag)
app.mount('#app')
