import { readdirSync } from 'node:fs'
import MessageFormat from '@messageformat/core'
import { describe, expect, it } from 'vitest'
import { createFormatter, parseMessage } from '../../src/i18n/index'
import { builtInLanguages } from '../../src/i18n/locale-list'
import { localeLoaders } from '../../src/i18n/locale-loaders'
import frMail from '../../src/i18n/mail/fr'
import heMail from '../../src/i18n/mail/he'
import { partLoaders } from '../../src/i18n/part-loaders'
import { en, serverOnly } from './english-catalogue'
import type { MessageMap, MessageNodes } from '../../src/i18n/index'

const catalogues: Record<string, MessageMap> = { en }
/** The words of mail and SMS, apart from what the browser loads (the server merges them back). */
const mailWords: Record<string, MessageMap> = { fr: frMail, he: heMail }
for (const language of builtInLanguages) {
  // A language's words: its catalogue, the words of each page part loaded apart, and its mail words.
  const parts = await Promise.all(
    Object.values(partLoaders).map(async (part) => (await part[language]()).default),
  )
  catalogues[language] = {
    ...(await localeLoaders[language]()).default,
    ...Object.assign({}, ...parts),
    ...mailWords[language],
  }
}

interface Argument {
  kind: string
  keys: string[]
}

/** Every argument of a message, with its kind and (for plural and select) its case keys. */
function argumentsOf(nodes: MessageNodes, found = new Map<string, Argument>()) {
  for (const node of nodes) {
    if (typeof node === 'string' || node.type === '#') continue
    const entry = found.get(node.name) ?? { kind: node.type, keys: [] }
    found.set(node.name, entry)
    if ('cases' in node) {
      for (const [key, nested] of Object.entries(node.cases)) {
        entry.keys.push(key)
        argumentsOf(nested, found)
      }
    }
  }
  return found
}

const counts = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1_000_000]

/** Value sets that visit every case: each plural count and each select key, other arguments fixed. */
function samples(args: Map<string, Argument>): Record<string, string | number>[] {
  const base: Record<string, string | number> = {}
  for (const [name, { kind }] of args)
    base[name] = kind === 'select' ? 'other' : kind === 'argument' ? 'Ada' : 7
  const sets = [base]
  for (const [name, { kind, keys }] of args) {
    if (kind === 'select')
      for (const key of [...keys, 'unlisted']) sets.push({ ...base, [name]: key })
    if (kind === 'plural' || kind === 'selectordinal')
      for (const n of counts) sets.push({ ...base, [name]: n })
  }
  return sets
}

const corpus = [
  '{count, plural, =0 {No users} one {# user} other {# users}}',
  '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  "{role, select, admin {Admin {n, plural, one {# seat} other {# seats}}} other {It''s '{'{role}'}'}}",
  '{n, number} of {total, number, integer} ({share, number, percent})',
]

describe('the built-in catalogues', () => {
  it('are one file each, all listed (the CDN build emits a locale file per file but en.ts)', () => {
    const files = readdirSync(new URL('../../src/i18n/messages/', import.meta.url))
    expect(files.sort()).toEqual(
      ['en', ...builtInLanguages].map((language) => `${language}.ts`).sort(),
    )
  })

  it.each(builtInLanguages)(
    '%s keeps the words of mail and SMS out of what the browser loads',
    async (language) => {
      const loaded = Object.keys((await localeLoaders[language]()).default)
      const mailIds = Object.keys(mailWords[language] ?? {})
      expect(mailIds.length).toBeGreaterThan(50)
      expect(
        loaded.filter(
          (id) => mailIds.includes(id) || serverOnly.test(id.slice(0, id.indexOf('.'))),
        ),
      ).toEqual([])
    },
  )

  it.each(builtInLanguages)('%s translates every English id', (language) => {
    const missing = Object.keys(en).filter((id) => typeof catalogues[language]?.[id] !== 'string')
    expect(missing).toEqual([])
  })

  it.each(builtInLanguages)(
    '%s uses only the arguments and plural categories the English has',
    (language) => {
      const rules = new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]
      for (const [id, source] of Object.entries(catalogues[language] ?? {})) {
        const english = argumentsOf(parseMessage((en as MessageMap)[id] ?? ''))
        for (const [name, { kind, keys }] of argumentsOf(parseMessage(source ?? ''))) {
          expect(english.get(name)?.kind, `${language} ${id}: {${name}}`).toBe(kind)
          if (kind !== 'plural') continue
          const unknown = keys.filter((key) => !key.startsWith('=') && !rules.includes(key))
          expect(unknown, `${language} ${id}: plural categories`).toEqual([])
        }
      }
    },
  )

  it('formats like @messageformat/core, for every catalogue message and each case', () => {
    const messages = [
      ...corpus.map((source) => ['en', source] as const),
      ...Object.entries(catalogues).flatMap(([language, catalogue]) =>
        Object.values(catalogue).map((source) => [language, source ?? ''] as const),
      ),
    ]
    for (const [language, source] of messages) {
      const parsed = parseMessage(source)
      const args = argumentsOf(parsed)
      if ([...args.values()].some(({ kind }) => kind === 'date' || kind === 'time')) continue
      const ours = createFormatter(language)
      const reference = new MessageFormat(language).compile(source)
      for (const values of samples(args)) {
        expect(ours(parsed, values), `${language}: ${source} with ${JSON.stringify(values)}`).toBe(
          reference(values),
        )
      }
    }
  })
})
