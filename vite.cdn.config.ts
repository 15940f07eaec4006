import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
import { defineConfig } from 'vite'
import { cssTemplates } from './scripts/css-templates'
import { englishGroups } from './scripts/english-groups'
import { pureAtoms } from './scripts/pure-atoms'
import type { Plugin } from 'vite'

/** The demo transport's file beside the CDN script, loaded only by elements with `demo`. */
const DEMO_FILE = 'foyer-demo.min.js'
/** The CDN script's own URL, read while it runs (`document.currentScript` is gone afterwards). */
const SCRIPT_URL = '__foyerCdnScriptUrl'
const demoImport = /import\(\s*(['"])\.\.\/demo\/index\1\s*\)/g

/**
 * Keeps the demo transport (canned data, ~6 KiB gzip) out of the CDN script: its dynamic imports load
 * `foyer-demo.min.js` from beside the script instead, and the plugin writes that file (an ES module).
 */
function lazyDemo(): Plugin {
  return {
    name: 'foyer-cdn-lazy-demo',
    transform(code, id) {
      if (!/[\\/]src[\\/]/.test(id) || !demoImport.test(code)) return null
      demoImport.lastIndex = 0
      const url = `new URL(${JSON.stringify(DEMO_FILE)}, ${SCRIPT_URL} || location.href).href`
      return { code: code.replace(demoImport, `import(/* @vite-ignore */ ${url})`), map: null }
    },
    async generateBundle() {
      const result = await esbuild({
        entryPoints: ['src/demo/index.ts'],
        bundle: true,
        write: false,
        minify: true,
        format: 'esm',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'silent',
      })
      const [output] = result.outputFiles
      if (!output) throw new Error('the demo transport did not build')
      this.emitFile({ type: 'asset', fileName: DEMO_FILE, source: output.contents })
    },
  }
}

const i18n = (path: string) => fileURLToPath(new URL(`./src/i18n/${path}`, import.meta.url))

/**
 * A classic script cannot be split into chunks, so the CDN build swaps the locale loaders for ones that
 * import `locales/<lang>.js` beside the script, and emits those files (one ES module per catalogue file
 * `messages/<lang>.ts` but `en.ts`, `export default { id: ICU string }`): the script itself carries English only.
 */
const cdnLocales: Plugin = {
  name: 'foyer-cdn-locales',
  enforce: 'pre',
  resolveId(id, importer) {
    if (id !== './locale-loaders' || importer !== i18n('locales.ts')) return null
    return i18n('locale-loaders.cdn.ts')
  },
  async generateBundle() {
    const languages = readdirSync(i18n('messages'))
      .map((file) => file.replace(/\.ts$/, ''))
      .filter((language) => language !== 'en')
    for (const language of languages) {
      const result = await esbuild({
        entryPoints: [i18n(`messages/${language}.ts`)],
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

/** The CDN build: one classic script that defines every tag on load, with the demo transport and the locale files beside it. */
export default defineConfig({
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [cssTemplates(), pureAtoms(), englishGroups(), cdnLocales, lazyDemo()],
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
      output: {
        codeSplitting: false,
        intro: `var ${SCRIPT_URL} = typeof document !== 'undefined' && document.currentScript ? document.currentScript.src : '';`,
      },
    },
  },
})
