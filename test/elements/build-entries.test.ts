import { describe, expect, it } from 'vitest'
import { foyerTags } from '../../src/elements/registry'
import config, { entries, externalPackages } from '../../vite.config'

describe('the ES build', () => {
  it('has one entry per registered tag, its spec file', () => {
    for (const { tag } of foyerTags) expect(entries[tag]).toBe(`src/elements/${tag}.ts`)
    expect(entries.foyer).toBe('src/index.ts')
  })

  it("leaves React, react-dom, jotai, r2wc and Emotion to the host's bundler", () => {
    const external = config.build?.rolldownOptions?.external
    expect(typeof external).toBe('function')
    const isExternal = external as (id: string) => boolean
    for (const id of [
      'react',
      'react/jsx-runtime',
      'react-dom/client',
      'jotai',
      'jotai/vanilla',
      '@r2wc/react-to-web-component',
      '@emotion/css/create-instance',
    ])
      expect(isExternal(id), id).toBe(true)
    expect(isExternal('./src/elements/login-box.ts')).toBe(false)
    expect(externalPackages).toEqual(expect.arrayContaining(['react', 'react-dom', 'jotai']))
  })
})
