/**
 * Keeps each ES entry's English to its own screens. `src/i18n/messages/en.ts` holds one named group per
 * feature or kit piece, and every entry imports it (the element root its `element` group, each screen and
 * kit piece its own); a bundler puts a module in one chunk whole, so en.ts would land in the chunk the
 * entries share, every group with it, and the login box would carry the users table's words. So each
 * import of groups is pointed at its own copy of the module (`en.ts?groups=login`), where tree-shaking keeps
 * the groups that import names and no other. (The CDN build splits the same way: a lazily loaded screen's
 * words travel in its own chunk, not in the first load.)
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const englishFile = fileURLToPath(new URL('../src/i18n/messages/en.ts', import.meta.url))
const groupsImport =
  /(import\s*\{([^}]*)\}\s*from\s*)(['"])((?:\.{1,2}\/)+(?:i18n\/)?messages\/en)\3/g

/** `code` with each `import { a as b, c } from '…/messages/en'` pointed at `'…/messages/en?groups=a,c'`. */
export function splitEnglishImports(code: string): string {
  return code.replace(
    groupsImport,
    (_, head: string, names: string, quote: string, path: string) => {
      const groups = names
        .split(',')
        .map((name) => name.trim().split(/\s+/)[0])
        .filter(Boolean)
        .sort()
      return `${head}${quote}${path}?groups=${groups.join(',')}${quote}`
    },
  )
}

/** The Vite plugin (both the ES and the CDN build). */
export function englishGroups(): Plugin {
  return {
    name: 'foyer-english-groups',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('messages/en')) return null
      groupsImport.lastIndex = 0
      return groupsImport.test(code) ? { code: splitEnglishImports(code), map: null } : null
    },
    load(id) {
      const [file, query] = id.split('?')
      if (file !== englishFile || !query?.startsWith('groups=')) return null
      return readFileSync(englishFile, 'utf8')
    },
  }
}
