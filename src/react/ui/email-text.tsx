import { Fragment } from 'react'

/**
 * An email address that may wrap only at its natural joints (before `@` and `.`), never mid-word,
 * so a narrow screen shows `dana.levi@` / `acme.test` instead of `dana.le` / `vi@acme.test`.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/)
  return (
    <span data-email="">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  )
}
