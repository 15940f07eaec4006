import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Profile page's sections (the cards, fields and buttons are the kit's). */
export const profileStyles = ({ css }: Emotion) => ({
  page: css`
    display: grid;
    gap: 20px;
    min-width: 0;
  `,
  form: css`
    display: grid;
    gap: 14px;
    max-inline-size: 560px;
  `,
  twoColumns: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
    gap: 14px;
  `,
  hint: css`
    margin: -8px 0 0;
    color: var(--fy-text-muted);
    font-size: 13px;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  `,
  readOnly: css`
    display: grid;
    gap: 2px;
    margin: 0;
    & dt {
      font-weight: 600;
      font-size: 14px;
    }
    & dd {
      margin: 0;
      color: var(--fy-text);
      overflow-wrap: anywhere;
    }
  `,
  muted: css`
    color: var(--fy-text-muted);
  `,
  picture: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 16px;
  `,
  pictureImage: css`
    inline-size: 72px;
    block-size: 72px;
    border-radius: 50%;
    object-fit: cover;
    border: 1px solid var(--fy-border);
    background: var(--fy-surface-muted);
  `,
  pictureInitials: css`
    display: inline-grid;
    place-items: center;
    inline-size: 72px;
    block-size: 72px;
    border-radius: 50%;
    background: var(--fy-surface-muted);
    color: var(--fy-text);
    font-size: 24px;
    font-weight: 700;
  `,
  pictureText: css`
    display: grid;
    gap: 6px;
    min-width: 0;
    & > span {
      margin: 0;
    }
  `,
  pictureLabel: css`
    font-weight: 600;
    font-size: 14px;
  `,
  list: css`
    display: grid;
    margin: 0;
    padding: 0;
    list-style: none;
    border-block-start: 1px solid var(--fy-border);
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 12px;
    padding-block: 10px;
    border-block-end: 1px solid var(--fy-border);
  `,
  rowText: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-width: 0;
  `,
  number: css`
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    unicode-bidi: isolate;
  `,
  code: css`
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.2em;
  `,
  status: css`
    margin: 0;
    color: var(--fy-text-muted);
  `,
})
