import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the admin portal's shell: navigation beside the page, stacked when narrow. */
export const adminPortalStyles = ({ css }: Emotion) => ({
  shell: css`
    display: grid;
    grid-template-columns: minmax(180px, 220px) minmax(0, 1fr);
    gap: 24px;
    align-items: start;
    @media (max-width: 720px) {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
  navList: css`
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  navLink: css`
    display: block;
    padding: 8px 12px;
    border-radius: var(--fy-radius);
    color: inherit;
    text-decoration: none;
    &[aria-current='page'] {
      background: var(--fy-surface);
      font-weight: 600;
    }
  `,
  main: css`
    min-width: 0;
  `,
})
