import type { Emotion } from '@emotion/css/create-instance'

/** Styles of `<checkout-dialog>` and the card field the Subscriptions page shares with it. */
export const checkoutStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 16px;
    min-width: 0;
  `,
  card: css`
    display: grid;
    gap: 8px;
    min-width: 0;
  `,
  slot: css`
    display: block;
    min-width: 0;
  `,
  muted: css`
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    color: var(--fy-text-muted);
  `,
  plans: css`
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
    & legend {
      padding: 0;
      margin-block-end: 6px;
      font-weight: 600;
      color: var(--fy-text);
    }
  `,
  plan: css`
    display: flex;
    align-items: baseline;
    flex-wrap: wrap;
    gap: 4px 8px;
    padding: 10px 12px;
    border: 1px solid var(--fy-border);
    border-radius: 8px;
    color: var(--fy-text);
    cursor: pointer;
    &:has(input:checked) {
      border-color: var(--fy-primary);
    }
  `,
  summary: css`
    display: grid;
    gap: 4px;
    margin: 0;
    & dt {
      color: var(--fy-text-muted);
      font-size: 13px;
    }
    & dd {
      margin: 0;
      color: var(--fy-text);
      font-weight: 600;
      overflow-wrap: anywhere;
    }
  `,
  price: css`
    font-size: 20px;
    font-weight: 700;
    color: var(--fy-text);
    unicode-bidi: isolate;
  `,
  heading: css`
    margin: 0;
    font-size: 15px;
    font-weight: 600;
    color: var(--fy-text);
  `,
  saved: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    color: var(--fy-text);
  `,
})
