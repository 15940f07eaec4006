/**
 * Marks jotai atom definitions (`const x = atom(…)`) in the package's sources as pure calls. Creating an
 * atom has no side effect, but bundlers cannot know it: unmarked, every atom of a shared module stays in
 * every bundle that loads the module, used or not (a host importing only the login box kept the table's).
 */
import type { Plugin } from 'vite'

const definition = /(=\s*)atom(?=\s*[<(])/g

/** `code` with `/* @__PURE__ *\/` before every `= atom(` and `= atom<…>(`. */
export function markPureAtoms(code: string): string {
  return code.replace(definition, '$1/* @__PURE__ */ atom')
}

/** The Vite plugin (both the ES and the CDN build). */
export function pureAtoms(): Plugin {
  return {
    name: 'foyer-pure-atoms',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return null
      definition.lastIndex = 0
      if (!definition.test(code)) return null
      return { code: markPureAtoms(code), map: null }
    },
  }
}
