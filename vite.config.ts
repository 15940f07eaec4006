import { defineConfig } from 'vite'

/** One ES module per element (and per package entry), with React and the shared runtime in shared chunks. */
export const entries = {
  foyer: 'src/index.ts',
  'login-box': 'src/elements/login-box.ts',
  'users-table': 'src/elements/users-table.ts',
  'authorized-content': 'src/elements/authorized-content.ts',
  entitlements: 'src/entitlements/index.ts',
}

export default defineConfig({
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
      // jotai marks its React entry 'use client'; that directive means nothing in a browser bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
      output: {
        entryFileNames: '[name].js',
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
