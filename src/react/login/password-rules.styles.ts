import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the password rules checklist. */
export const passwordRulesStyles = ({ css }: Emotion) => ({
  box: css`
    margin-block-start: -8px;
    font-size: 13px;
    line-height: 1.4;
    color: var(--fy-text);
  `,
  title: css`
    margin: 0 0 4px;
    color: var(--fy-text-muted);
  `,
  list: css`
    display: grid;
    gap: 2px;
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  nested: css`
    /* Always on a line of its own under its rule, however short the words (Hebrew). */
    flex-basis: 100%;
    display: grid;
    gap: 2px;
    margin: 2px 0 0;
    padding-inline-start: 22px;
    list-style: none;
  `,
  rule: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
  `,
  mark: css`
    display: inline-block;
    inline-size: 16px;
    text-align: center;
    font-weight: 700;
    color: var(--fy-text-muted);
  `,
  met: css`
    color: var(--fy-success);
  `,
  note: css`
    color: var(--fy-text-muted);
  `,
})
