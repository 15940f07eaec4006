import { readFileSync } from 'node:fs'
import { defineConfig } from 'vite'
import { cssTemplates } from './scripts/css-templates'
import { englishGroups } from './scripts/english-groups'
import { pureAtoms } from './scripts/pure-atoms'
import { foyerTags } from './src/elements/registry'
import type { UserConfig } from 'vite'

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

/** The ES build of `inputs` (entry name → source file) into `outDir`: the package's, and the build tests' fixtures. */
export function esBuild(inputs: Record<string, string>, outDir: string): UserConfig {
  return {
    plugins: [cssTemplates(), pureAtoms(), englishGroups()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // Production JSX whoever builds (a test runner sets NODE_ENV=test, which would pick React's dev runtime).
    oxc: { jsx: { development: false } },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      sourcemap: true,
      minify: true,
      lib: { entry: inputs, formats: ['es'] },
      rolldownOptions: {
        external: isExternal,
        // jotai marks its React entry 'use client'; that directive means nothing in a browser bundle.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
        },
        output: {
          entryFileNames: '[name].js',
          minify: true,
          // Every dynamic import (a flow screen of the login box, a language, the demo transport) is a
          // chunk of its own, named after its module, that the host's bundler keeps apart in turn.
          chunkFileNames: 'chunks/[name]-[hash].js',
          // The element runtime (what `defineTag` reaches: React DOM's glue, the store, session, client,
          // i18n, theme) is one chunk every tag and screen imports. Left to automatic chunking, a lazy
          // portal page reusing a widget's screen (the Users page) gives the session atoms a different
          // set of importers than the element root, splitting the runtime in several chunks that a host's
          // bundler then splits too: the login box's first load grew 0.6 KiB by that alone.
          // The kit's smallest pieces that first loads and many lazy screens share (visually hidden
          // text, an email or phone number, the focus ring, the safe-URL check) join it
          // for the same reason: each had its own set of importing screens, so a host's bundler gave
          // each a file of its own in the first load (`foyer` 120.4 → 119.6 KiB of first load with them in the runtime).
          // The avatar stays out: since the login box's signed-in view loads on demand, the box's
          // first load does without it (101.8 KiB instead of 102.0).
          codeSplitting: {
            groups: [
              {
                name: 'element-runtime',
                test: /[\\/]src[\\/](elements[\\/](define-tag|safe-url)|react[\\/]ui[\\/](visually-hidden|email-text|contact-text|focus-ring))\.tsx?$/,
              },
            ],
          },
        },
      },
    },
  }
}

export default defineConfig(esBuild(entries, 'dist'))
