import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the social sign-in buttons (logical properties: right-to-left safe). */
export const socialStyles = ({ css }: Emotion) => ({
  group: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  divider: css`
    display: flex;
    align-items: center;
    gap: 12px;
    color: var(--fy-muted);
    font-size: 0.875rem;
    &::before,
    &::after {
      content: '';
      flex: 1;
      border-block-start: 1px solid var(--fy-border);
    }
  `,
  link: css`
    text-decoration: none;
    justify-content: center;
    min-inline-size: 0;
    overflow-wrap: anywhere;
    gap: 10px;
  `,
  logo: css`
    display: inline-flex;
    flex: none;
    inline-size: 1.25em;
    block-size: 1.25em;
    object-fit: contain;
    & svg {
      inline-size: 100%;
      block-size: 100%;
    }
    /* A custom provider's logo that failed to load (its display would win over [hidden]). */
    &[hidden] {
      display: none;
    }
  `,
})
