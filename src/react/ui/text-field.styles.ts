import type { Emotion } from '@emotion/css/create-instance'

/**
 * Styles only the text field needs besides the shared control styles (its adornment slot and inline error);
 * apart from them so that screens with other inputs (a search field) do not carry them. Built after
 * `controlStyles`, so `inputWithAdornment` overrides the input's padding.
 */
export const textFieldStyles = ({ css }: Emotion) => ({
  inputWrap: css`
    position: relative;
    display: flex;
    align-items: center;
  `,
  inputWithAdornment: css`
    padding-inline-end: 72px;
  `,
  adornment: css`
    position: absolute;
    inset-inline-end: 4px;
  `,
  fieldError: css`
    margin: 0;
    color: var(--fy-error);
    font-size: 14px;
  `,
})
