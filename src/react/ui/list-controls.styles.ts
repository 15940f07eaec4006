import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the search field and the pager. */
export const listControlsStyles = ({ css }: Emotion) => ({
  search: css`
    width: min(100%, 300px);
    margin: 0;
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
