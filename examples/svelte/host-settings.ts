/// <reference types="vite/client" />

/** The server's address: `npm run example:svelte` passes it (PORT). */
export const baseUrl =
  (import.meta.env.VITE_FOYER_BASE_URL as string | undefined) ?? 'http://localhost:8080'

/** `?demo` answers every call in the browser, with no server. */
export const demo = new URLSearchParams(location.search).has('demo') || undefined
