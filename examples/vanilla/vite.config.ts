import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import type { IncomingMessage } from 'node:http'
import type { Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Every address under `/settings` is the settings page (its `<admin-portal>` routes in the path), as a
 * server's rewrite rule would do, in development and in `vite preview` of the built page; every other
 * unknown path falls back to the workspace page (`/account/…`).
 */
const toSettingsPage = (request: IncomingMessage, _response: unknown, next: () => void) => {
  if (request.url && /^\/settings(\/|\?|$)/.test(request.url)) request.url = '/settings.html'
  next()
}
const settingsRoutes: Plugin = {
  name: 'foyer-example-settings-routes',
  configureServer: (server) => void server.middlewares.use(toSettingsPage),
  configurePreviewServer: (server) => void server.middlewares.use(toSettingsPage),
}

/** Serves the plain-HTML example with `foyer` resolved to the repository's source. */
export default defineConfig({
  root,
  plugins: [settingsRoutes],
  envDir: root,
  resolve: { alias: { foyer: `${repo}src/index.ts` } },
  server: { port: 5173, strictPort: true, fs: { allow: [repo] } },
  preview: { port: 5173, strictPort: true },
  build: { rolldownOptions: { input: [`${root}index.html`, `${root}settings.html`] } },
  logLevel: 'warn',
})
