import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Serves the Vue example; Vue's full build compiles the in-page template, so no Vue plugin is needed. */
export default defineConfig({
  root,
  envDir: root,
  define: { __VUE_OPTIONS_API__: 'true', __VUE_PROD_DEVTOOLS__: 'false' },
  resolve: {
    alias: { foyer: `${repo}src/index.ts`, vue: 'vue/dist/vue.esm-bundler.js' },
  },
  server: { port: 5174, strictPort: true, fs: { allow: [repo] } },
  logLevel: 'warn',
})
