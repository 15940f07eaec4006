/// <reference types="vite/client" />
import { createApp, ref } from 'vue'
import { defineElements } from 'foyer'

defineElements()

interface SignedInDetail {
  user: { name?: string; email: string }
}

const app = createApp({
  setup() {
    const user = ref<SignedInDetail['user'] | null>(null)
    return {
      user,
      baseUrl:
        (import.meta.env.VITE_FOYER_BASE_URL as string | undefined) ?? 'http://localhost:8080',
      demo: new URLSearchParams(location.search).has('demo'),
      onSignedIn: (event: CustomEvent<SignedInDetail>) => {
        user.value = event.detail.user
      },
    }
  },
})
app.config.compilerOptions.isCustomElement = (tag) => tag === 'login-box' || tag === 'users-table'
app.mount('#app')
