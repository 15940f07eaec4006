// The repository's tsc reads `.svelte` files as components; Svelte's compiler checks them (vite.config.ts).
declare module '*.svelte' {
  import type { Component } from 'svelte'

  const component: Component
  export default component
}
