import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Serves the plain-HTML example with `foyer` resolved to the repository's source. */
export default defineConfig({
  root,
  envDir: root,
  resolve: { alias: { foyer: `${repo}src/index.ts` } },
  server: { port: 5173, strictPort: true, fs: { allow: [repo] } },
  preview: { port: 5173, strictPort: true },
  logLevel: 'warn',
})
