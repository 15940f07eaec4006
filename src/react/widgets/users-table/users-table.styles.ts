import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the users table's cells (the panel and table are the kit's). */
export const usersTableStyles = ({ css }: Emotion) => ({
  person: css`
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
  `,
  personText: css`
    display: grid;
    min-width: 0;
  `,
  name: css`
    font-weight: 600;
    color: var(--fy-text);
    overflow-wrap: break-word;
  `,
  email: css`
    color: var(--fy-text-muted);
    overflow-wrap: break-word;
  `,
  badges: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    &:empty {
      display: none;
    }
  `,
  chips: css`
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  // The filters (growing) and the buttons on one line when there is room, their bottoms aligned
  // (the fields carry their labels above); at 375 px each wraps to a line of its own.
  tools: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    inline-size: 100%;
  `,
  filters: css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px;
    flex: 1 1 26rem;
    & > * {
      margin-block: 0;
      flex: 1 1 12rem;
    }
  `,
  buttons: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-inline-start: auto;
  `,
  muted: css`
    color: var(--fy-text-muted);
  `,
})
