import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the portal header's tenant switcher. */
export const tenantSwitcherStyles = ({ css }: Emotion) => ({
  switcher: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    min-width: 0;
    max-inline-size: 100%;
    & select {
      min-inline-size: 10rem;
      max-inline-size: min(20rem, 100%);
    }
  `,
  busy: css`
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding-block-end: 10px;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  failure: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    flex-basis: 100%;
  `,
  overlay: css`
    position: fixed;
    inset: 0;
    z-index: 10;
    display: grid;
    place-content: center;
    justify-items: center;
    gap: 12px;
    background: color-mix(in srgb, var(--fy-surface) 85%, transparent);
    color: var(--fy-text);
    font-size: 1rem;
  `,
})
