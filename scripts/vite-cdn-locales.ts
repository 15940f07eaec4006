import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { builtInLanguages } from '../src/i18n/locale-list'
import type { Plugin } from 'vite'

const source = (path: string) => fileURLToPath(new URL(`../src/i18n/${path}`, import.meta.url))

/**
 * For the CDN build (one classic script, which cannot be split): swaps the locale loaders for ones that
 * import `locales/<lang>.js` beside the script, and emits those files, one ES module per built-in language
 * (`export default { id: ICU string }`), so the script carries English only.
 */
export function cdnLocales(): Plugin {
  return {
    name: 'foyer-cdn-locales',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === './locale-loaders' && importer === source('locales.ts')) {
        return source('locale-loaders.cdn.ts')
      }
      return null
    },
    async generateBundle() {
      for (const language of builtInLanguages) {
        const result = await build({
          entryPoints: [source(`messages/${language}/index.ts`)],
          bundle: true,
          format: 'esm',
          target: 'es2022',
          minify: true,
          write: false,
          logLevel: 'silent',
        })
        const [output] = result.outputFiles
        if (!output) throw new Error(`foyer-cdn-locales: no output for ${language}`)
        this.emitFile({ type: 'asset', fileName: `locales/${language}.js`, source: output.text })
      }
    },
  }
}
