import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { minifyCssTemplates } from '../../scripts/css-templates'

const min = (code: string) => minifyCssTemplates(code)

describe('minifyCssTemplates', () => {
  it('collapses the whitespace and drops the comments of css and keyframes templates', () => {
    expect(
      min('const a = css`\n  color: red;\n  /* why */\n  &:hover {\n    color: blue;\n  }\n`'),
    ).toBe('const a = css`color:red;&:hover{color:blue;}`')
    expect(min('emotion.keyframes`\n  to {\n    transform: rotate(360deg);\n  }\n`')).toBe(
      'emotion.keyframes`to{transform:rotate(360deg);}`',
    )
  })

  it('keeps interpolations, the spaces between them and descendant selectors', () => {
    expect(min('css`\n  padding: ${a} ${b};\n  ${ring}\n  & :focus { x: 1 }\n`')).toBe(
      'css`padding:${a} ${b};${ring} & :focus{x:1}`',
    )
    expect(min('css`a: ${x ? `b  c` : `d`};`')).toBe('css`a:${x ? `b  c` : `d`};`')
  })

  it('leaves quoted strings as they are', () => {
    expect(min("css`\n  content: ' : ,  ';\n  font: 'A  B', sans-serif;\n`")).toBe(
      "css`content:' : ,  ';font:'A  B',sans-serif;`",
    )
  })

  it('minifies untagged templates only with a css comment, and no other template', () => {
    expect(min('const f = /* css */ `\n  &:focus { o: 1 }\n`')).toBe(
      'const f = /* css */ `&:focus{o:1}`',
    )
    const other = 'const s = `\n  keep:  this\n`; const t = html`\n  a  b\n`; // `css` the tag'
    expect(min(other)).toBe(other)
  })

  it('refuses a // comment, which Stylis would read up to the line end', () => {
    expect(() => min('css`\n  color: red; // note\n  x: 1;\n`')).toThrow(/comment/)
  })

  it('only removes whitespace and comments from every style file of the kit', () => {
    const strip = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, '')
    const files = readdirSync('src/react', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.styles.ts') || file.endsWith('focus-ring.ts'))
      .map((file) => join('src/react', file))
    expect(files.length).toBeGreaterThan(10)
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
      const minified = min(code)
      expect(strip(minified), file).toBe(strip(code))
      if (/css`|keyframes`/.test(code)) expect(minified.length, file).toBeLessThan(code.length)
    }
  })
})
