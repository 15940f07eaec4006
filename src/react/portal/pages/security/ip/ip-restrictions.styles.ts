import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the Security page's IP restrictions tab (controls and table are the kit's). */
export const ipRestrictionsStyles = ({ css }: Emotion) => ({
  body: css`
    display: grid;
    gap: 24px;
    min-width: 0;
  `,
  section: css`
    display: grid;
    gap: 12px;
    min-width: 0;
  `,
  heading: css`
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
    color: var(--fy-text);
  `,
  note: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 0.875rem;
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 12px;
    & > * {
      flex: 1 1 12rem;
      min-width: 0;
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  `,
  address: css`
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 13px;
    overflow-wrap: anywhere;
    direction: ltr;
    unicode-bidi: isolate;
  `,
  textarea: css`
    inline-size: 100%;
    min-block-size: 8rem;
    box-sizing: border-box;
    padding: 8px;
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    color: var(--fy-text);
    background: var(--fy-surface);
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius, 6px);
    direction: ltr;
  `,
  pager: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  `,
  pagerCount: css`
    margin: 0;
    color: var(--fy-text-muted);
    font-size: 14px;
  `,
  pagerButtons: css`
    display: flex;
    gap: 8px;
  `,
})
