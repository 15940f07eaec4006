import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { isSettingsPath } from './settings-route'
import type { IncomingMessage } from 'node:http'
import type { Plugin } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** The settings route (`settings-route.ts`) in development and in `vite preview` of the built page. */
const toSettingsPage = (request: IncomingMessage, _response: unknown, next: () => void) => {
  if (isSettingsPath(request.url)) request.url = '/settings.html'
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
