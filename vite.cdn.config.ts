import { defineConfig } from 'vite'
import { cdnLocales } from './scripts/vite-cdn-locales'

/** The CDN build: one classic script that defines every tag on load. */
export default defineConfig({
  plugins: [cdnLocales()],
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
