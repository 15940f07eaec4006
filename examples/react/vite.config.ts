import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Serves the React example. Vite compiles its JSX itself (no React plugin: no Fast Refresh, a full reload
 * on change). `foyer` is the repository's source here; a host installs the package, whose React is a peer
 * dependency, so the host's one React renders both the app and Foyer's tags (`dedupe` keeps it one even
 * through a linked copy of the package).
 */
export default defineConfig({
  root,
  envDir: root,
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { foyer: `${repo}src/index.ts` }, dedupe: ['react', 'react-dom'] },
  server: { port: 5175, strictPort: true, fs: { allow: [repo] } },
  preview: { port: 5175, strictPort: true },
  logLevel: 'warn',
})
