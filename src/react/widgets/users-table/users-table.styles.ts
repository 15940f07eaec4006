import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the users table screen (the table itself is the kit's `DataTable`). */
export const usersTableStyles = ({ css }: Emotion) => ({
  card: css`
    display: grid;
    gap: 16px;
    min-width: 0;
    padding: 20px;
    border: 1px solid var(--fy-border);
    border-radius: calc(var(--fy-radius) * 1.5);
    background: var(--fy-surface);
    @media (max-width: 600px) {
      padding: 12px;
    }
  `,
  header: css`
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    justify-content: space-between;
    gap: 12px;
  `,
  title: css`
    margin: 0;
    font-size: 18px;
    font-weight: 700;
  `,
  subtitle: css`
    margin: 2px 0 0;
    color: var(--fy-text-muted);
    font-size: 14px;
  `,
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
  muted: css`
    color: var(--fy-text-muted);
  `,
})
