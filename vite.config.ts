import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { cssTemplates } from './scripts/css-templates'
import { englishGroups } from './scripts/english-groups'
import { pureAtoms } from './scripts/pure-atoms'
import { foyerTags } from './src/elements/registry'

interface PackageJson {
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

const pkg = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as PackageJson

/**
 * The package's runtime dependencies (React, react-dom, jotai, r2wc, Emotion, ofetch): the host's bundler
 * resolves them, so a React host ships one React. Subpaths (`react/jsx-runtime`) count too.
 */
export const externalPackages = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
]

const isExternal = (id: string): boolean =>
  externalPackages.some((name) => id === name || id.startsWith(`${name}/`))

/** One ES module per registered tag (its spec file, named after it) and per package entry. */
export const entries: Record<string, string> = {
  foyer: 'src/index.ts',
  ...Object.fromEntries(foyerTags.map(({ tag }) => [tag, `src/elements/${tag}.ts`])),
  entitlements: 'src/entitlements/index.ts',
}

export default defineConfig({
  plugins: [cssTemplates(), pureAtoms(), englishGroups()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    sourcemap: true,
    minify: true,
    lib: { entry: entries, formats: ['es'] },
    rolldownOptions: {
      external: isExternal,
      // jotai marks its React entry 'use client'; that directive means nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      output: {
        entryFileNames: '[name].js',
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
})
