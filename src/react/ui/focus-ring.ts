/** The keyboard focus ring every control of the kit shows. */
export const focusRing = /* css */ `
  &:focus-visible {
    outline: 2px solid var(--fy-primary);
    outline-offset: 2px;
  }
`
