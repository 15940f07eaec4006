import { fileURLToPath } from 'node:url'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/**
 * Serves the Svelte 5 example. Svelte's compiler checks the component's markup and accessibility as it
 * compiles; a warning fails a build (`onwarn`; the development server only prints it), so the end-to-end
 * suite's build is the component's check.
 */
export default defineConfig(({ command }) => ({
  root,
  envDir: root,
  plugins: [
    svelte({
      onwarn(warning, print) {
        if (command === 'serve') print(warning)
        else throw new Error(`${warning.filename ?? 'svelte'}: ${warning.message}`)
      },
    }),
  ],
  resolve: { alias: { foyer: `${repo}src/index.ts` } },
  server: { port: 5177, strictPort: true, fs: { allow: [repo] } },
  preview: { port: 5177, strictPort: true },
  logLevel: 'warn',
}))
