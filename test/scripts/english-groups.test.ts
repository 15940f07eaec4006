import { describe, expect, it } from 'vitest'
import { splitEnglishImports } from '../../scripts/english-groups'

describe('splitEnglishImports', () => {
  it('points each import of English groups at a copy of en.ts named after the groups it takes', () => {
    expect(splitEnglishImports("import { element } from './messages/en'")).toBe(
      "import { element } from './messages/en?groups=element'",
    )
    const code =
      "import { table as tableEnglish, pager } from '../../i18n/messages/en'\nconst a = 1"
    expect(splitEnglishImports(code)).toBe(
      "import { table as tableEnglish, pager } from '../../i18n/messages/en?groups=pager,table'\nconst a = 1",
    )
  })

  it('leaves type imports, other modules and locale catalogues alone', () => {
    const code = [
      "import type * as en from './messages/en'",
      "import type { MessageMap } from './catalogue'",
      "import { users } from '../../api/users'",
      "const fr = () => import('./messages/fr')",
    ].join('\n')
    expect(splitEnglishImports(code)).toBe(code)
  })
})
