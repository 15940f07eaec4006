import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Account settings page (cards, fields and buttons are the kit's). */
export const accountPageStyles = ({ css }: Emotion) => ({
  page: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
    gap: 0 16px;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    margin-block-start: 8px;
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  saved: css`
    margin: 0;
    color: var(--fy-success);
    font-size: 0.875rem;
  `,
  logo: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 12px 16px;
    margin-block: 4px 16px;
  `,
  logoBox: css`
    display: grid;
    place-items: center;
    inline-size: 96px;
    block-size: 96px;
    border: 1px dashed var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
    color: var(--fy-text-muted);
    font-size: 0.75rem;
    text-align: center;
    overflow: hidden;
    & img {
      max-inline-size: 100%;
      max-block-size: 100%;
      object-fit: contain;
    }
  `,
  logoTools: css`
    display: grid;
    gap: 6px;
    min-width: 0;
  `,
  fileInput: css`
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  `,
  url: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-block-end: 16px;
    & code {
      padding: 6px 8px;
      border-radius: var(--fy-radius);
      background: var(--fy-surface-muted);
      color: var(--fy-text);
      overflow-wrap: anywhere;
      direction: ltr;
      unicode-bidi: isolate;
    }
  `,
  preview: css`
    display: grid;
    justify-items: center;
    gap: 8px;
    padding: 20px 16px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
    color: var(--fy-text);
    text-align: center;
    & img {
      max-inline-size: 120px;
      max-block-size: 48px;
      object-fit: contain;
    }
  `,
  previewTitle: css`
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  `,
  skeleton: css`
    block-size: 12rem;
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
  `,
})
