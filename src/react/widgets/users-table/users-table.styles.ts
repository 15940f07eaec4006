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
  tools: css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 8px;
  `,
  muted: css`
    color: var(--fy-text-muted);
  `,
})
