import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the login box. */
export const loginStyles = ({ css }: Emotion) => ({
  card: css`
    width: 100%;
    min-width: 0;
    max-width: 400px;
    padding: 24px;
    border: 1px solid var(--fy-border);
    border-radius: calc(var(--fy-radius) * 1.5);
    background: var(--fy-surface);
    @media (max-width: 480px) {
      padding: 16px;
      border-radius: var(--fy-radius);
    }
  `,
  form: css`
    display: grid;
    gap: 16px;
    margin: 0;
  `,
  title: css`
    margin: 0;
    overflow-wrap: break-word;
    &:focus {
      outline: none;
    }
    font-size: 20px;
    line-height: 1.3;
    font-weight: 700;
  `,
  subtitle: css`
    margin: 4px 0 0;
    color: var(--fy-text-muted);
    font-size: 14px;
  `,
  /** A field's visible hint, right under it (tied to it with aria-describedby). */
  hint: css`
    margin: -6px 0 0;
    color: var(--fy-text-muted);
    font-size: 13px;
    line-height: 1.4;
  `,
  identity: css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding-block: 8px;
    padding-inline: 12px 8px;
    border: 1px solid var(--fy-border);
    border-radius: var(--fy-radius);
    background: var(--fy-surface-muted);
  `,
  identityEmail: css`
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: break-word;
    font-weight: 600;
  `,
  problem: css`
    margin: 0;
    color: var(--fy-text-muted);
    overflow-wrap: break-word;
  `,
  status: css`
    display: flex;
    align-items: center;
    gap: 12px;
    margin: 0;
    min-height: 42px;
    color: var(--fy-text-muted);
  `,
  loading: css`
    display: grid;
    place-items: center;
    min-height: 160px;
    color: var(--fy-text-muted);
  `,
  hidden: css`
    display: none;
  `,
})
