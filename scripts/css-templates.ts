/**
 * Minifies the CSS in Emotion template literals at build time: `css`, `keyframes` and `injectGlobal`
 * tagged templates, and untagged ones marked with a leading comment (a `css` comment right before the
 * backtick, for fragments interpolated into them). Emotion re-serializes the CSS at runtime anyway, so
 * the indentation, line breaks and comments only cost bytes in every bundle. Keep quotes out of comments
 * inside such templates (a quote there would read as the start of a string).
 */
import type { Plugin } from 'vite'

const opening = /(?<![`\w$])(?:css|keyframes|injectGlobal)`|\/\*\s*css\s*\*\/\s*`/g

/** Collapses whitespace and drops comments in CSS without quoted strings. */
function squeeze(css: string): string {
  if (/\/\//.test(css.replace(/\/\*[\s\S]*?\*\//g, ''))) {
    // Stylis reads `//` as a line comment: joining lines would comment out what follows.
    throw new Error(`a // comment in a CSS template: use /* */ (${css.trim().slice(0, 60)})`)
  }
  return (
    css
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/\s+/g, ' ')
      // Around braces, semicolons and commas, and after a declaration's colon, a space never matters.
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':')
  )
}

/** Collapses whitespace and drops comments in one static part of a template, leaving quoted strings as they are. */
export function minifyCssText(text: string): string {
  let out = ''
  let from = 0
  for (const quoted of text.matchAll(/(["'])[\s\S]*?(?:\1|$)/g)) {
    out += squeeze(text.slice(from, quoted.index)) + quoted[0]
    from = quoted.index + quoted[0].length
  }
  return out + squeeze(text.slice(from))
}

/** The index just past the template literal whose opening backtick is at `start - 1`, and its parts. */
function scanTemplate(code: string, start: number): { end: number; parts: [number, number][] } {
  const parts: [number, number][] = []
  let partStart = start
  let index = start
  while (index < code.length) {
    const char = code[index]
    if (char === '\\') index += 2
    else if (char === '`') {
      parts.push([partStart, index])
      return { end: index + 1, parts }
    } else if (char === '$' && code[index + 1] === '{') {
      parts.push([partStart, index])
      index = skipInterpolation(code, index + 2)
      partStart = index
    } else index++
  }
  throw new Error('unterminated template literal')
}

/** The index just past the `}` that closes an interpolation starting at `start`. */
function skipInterpolation(code: string, start: number): number {
  let depth = 1
  let index = start
  while (index < code.length) {
    const char = code[index]
    if (char === '`') index = scanTemplate(code, index + 1).end
    else {
      if (char === '{') depth++
      else if (char === '}' && --depth === 0) return index + 1
      index++
    }
  }
  throw new Error('unterminated template interpolation')
}

/** `code` with the static parts of every CSS template literal minified. */
export function minifyCssTemplates(code: string): string {
  let out = ''
  let copied = 0
  opening.lastIndex = 0
  for (let match = opening.exec(code); match; match = opening.exec(code)) {
    const { end, parts } = scanTemplate(code, match.index + match[0].length)
    for (const [index, [from, to]] of parts.entries()) {
      let text = minifyCssText(code.slice(from, to))
      if (index === 0) text = text.trimStart()
      if (index === parts.length - 1) text = text.trimEnd()
      out += code.slice(copied, from) + text
      copied = to
    }
    opening.lastIndex = end
  }
  return out + code.slice(copied)
}

/** The Vite plugin: minifies CSS templates in the package's own sources (both the ES and the CDN build). */
export function cssTemplates(): Plugin {
  return {
    name: 'foyer-css-templates',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id)) return null
      opening.lastIndex = 0
      if (!opening.test(code)) return null
      return { code: minifyCssTemplates(code), map: null }
    },
  }
}
