import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { defineConfig } from 'vite'
import type { Plugin } from 'vite'

const i18n = (path: string) => fileURLToPath(new URL(`./src/i18n/${path}`, import.meta.url))

/**
 * A classic script cannot be split into chunks, so the CDN build swaps the locale loaders for ones that
 * import `locales/<lang>.js` beside the script, and emits those files (one ES module per built-in language
 * besides English, `export default { id: ICU string }`): the script itself carries English only.
 */
const cdnLocales: Plugin = {
  name: 'foyer-cdn-locales',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id !== './locale-loaders' || importer !== i18n('locales.ts')) return null
    return i18n('locale-loaders.cdn.ts')
  },
  async generateBundle() {
    const languages = readdirSync(i18n('messages')).filter((language) => language !== 'en')
    for (const language of languages) {
      const result = await build({
        entryPoints: [i18n(`messages/${language}/index.ts`)],
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        // Module scripts are always read as UTF-8: keep Hebrew as is, not as \u escapes (half the bytes).
        charset: 'utf8',
        write: false,
        logLevel: 'silent',
      })
      const source = result.outputFiles[0]?.text ?? ''
      this.emitFile({ type: 'asset', fileName: `locales/${language}.js`, source })
    }
  },
}

/** The CDN build: one classic script that defines every tag on load, plus its locale files. */
export default defineConfig({
  plugins: [cdnLocales],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    minify: true,
    lib: {
      entry: 'src/cdn.ts',
      formats: ['iife'],
      name: 'Foyer',
      fileName: () => 'foyer.min.js',
    },
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      output: { codeSplitting: false },
    },
  },
})
