import { fileURLToPath } from 'node:url'
import { build as esbuild } from 'esbuild'
import { defineConfig } from 'vite'
import { cssTemplates } from './scripts/css-templates'
import { englishGroups } from './scripts/english-groups'
import { pureAtoms } from './scripts/pure-atoms'
import type { Plugin, UserConfig } from 'vite'

/** The script hosts include: a classic script, the loader of the ES module build. */
export const CDN_SCRIPT = 'foyer.min.js'
/** The ES module build's entry (every tag and React), imported by the script from beside itself. */
export const CDN_MODULE = 'foyer.esm.js'

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))
const localeModule = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z-]+)\.ts$/

interface ChunkInfo {
  facadeModuleId: string | null
}

/**
 * Where a lazy chunk goes: the demo transport and each language keep the names hosts already serve
 * (`foyer-demo.min.js`, `locales/<lang>.js`); every other chunk (flow screens, later portal pages, code
 * they share) is `chunks/<name>-<hash>.js`. All of them beside the script, found relative to the module.
 */
export function cdnChunkName({ facadeModuleId }: ChunkInfo): string {
  const locale = facadeModuleId?.match(localeModule)?.[1]
  if (locale) return `locales/${locale}.js`
  if (facadeModuleId === source('demo/index.ts')) return 'foyer-demo.min.js'
  return 'chunks/[name]-[hash].js'
}

/**
 * Writes the CDN script: `src/cdn-loader.ts` as a minified classic script that imports the module build.
 * The module must be one file (no static imports): a chunk it imported would be fetched only after it,
 * one more round trip before the first element renders.
 */
function cdnLoader(): Plugin {
  return {
    name: 'foyer-cdn-loader',
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.isEntry,
      )
      if (entry?.type !== 'chunk') throw new Error('the CDN module build has no entry')
      if (entry.imports.length > 0)
        throw new Error(`${entry.fileName} imports ${entry.imports.join(', ')}: keep it one file`)
      const result = await esbuild({
        entryPoints: [source('cdn-loader.ts')],
        bundle: true,
        write: false,
        minify: true,
        format: 'iife',
        target: 'es2022',
        define: { FOYER_CDN_MODULE: JSON.stringify(entry.fileName) },
        logLevel: 'silent',
      })
      const [output] = result.outputFiles
      if (!output) throw new Error('the CDN script did not build')
      this.emitFile({ type: 'asset', fileName: CDN_SCRIPT, source: output.contents })
    },
  }
}

/** The CDN build of `entry` (a module that defines its tags) into `outDir`. */
export function cdnBuild(entry: string, outDir: string): UserConfig {
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Production JSX whoever builds (a test runner sets NODE_ENV=test, which would pick React's dev runtime).
    oxc: { jsx: { development: false } },
    plugins: [cssTemplates(), pureAtoms(), englishGroups(), cdnLoader()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      minify: true,
      lib: { entry, formats: ['es'] },
      rolldownOptions: {
        // The loader reads only the default export (the API), so the entry may export more: the code it
        // shares with lazy chunks then stays in it (one file to fetch) instead of going to shared chunks.
        preserveEntrySignatures: 'allow-extension',
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
        output: {
          entryFileNames: CDN_MODULE,
          chunkFileNames: cdnChunkName,
          minify: true,
          // Everything the entry imports statically stays in it, even what lazy chunks share with it
          // (rolldown would otherwise split such modules into common chunks the entry must fetch).
          codeSplitting: { groups: [{ name: 'foyer', tags: ['$initial'], priority: 100 }] },
        },
      },
    },
  }
}

/**
 * The CDN build: hosts include one classic script, `foyer.min.js`, which imports the ES module build
 * `foyer.esm.js` (every tag and React, defining every tag) from beside itself; that module loads its lazy
 * chunks (flow screens, `locales/<lang>.js`, `foyer-demo.min.js`) from the same folder when they are needed.
 */
export default defineConfig(cdnBuild('src/cdn.ts', 'dist/cdn'))
