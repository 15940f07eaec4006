import type { ReactNode } from 'react'

/** The frame both fixture screens share (and the entry does not): a chunk only they import. */
export function ScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="fixture-title">
      <h1 id="fixture-title">{title}</h1>
      {children}
    </section>
  )
}
