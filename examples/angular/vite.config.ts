import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Serves the Angular example compiled just in time: `@angular/compiler` compiles the components' templates
 * in the browser (no Angular CLI or compiler-cli), and Vite turns Angular's decorators into calls as
 * TypeScript's `experimentalDecorators` does.
 */
export default defineConfig({
  root,
  envDir: root,
  oxc: { decorator: { legacy: true } },
  resolve: { alias: { foyer: `${repo}src/index.ts` } },
  server: { port: 5176, strictPort: true, fs: { allow: [repo] } },
  preview: { port: 5176, strictPort: true },
  logLevel: 'warn',
})
