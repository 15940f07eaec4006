import { describe, expect, it } from 'vitest'
import { markPureAtoms } from '../../scripts/pure-atoms'

describe('markPureAtoms', () => {
  it('marks atom definitions, typed or not, as pure calls', () => {
    expect(markPureAtoms('const a = atom(0)\nexport const b = atom<State>({ x: 1 })')).toBe(
      'const a = /* @__PURE__ */ atom(0)\nexport const b = /* @__PURE__ */ atom<State>({ x: 1 })',
    )
  })

  it('leaves other calls and mentions alone', () => {
    const code =
      "const c = createAtom(1)\nconst d = useAtom(a)\nimport { atom } from 'jotai/vanilla'\nx(atom)"
    expect(markPureAtoms(code)).toBe(code)
  })
})
