import { focusRing } from './focus-ring'
import type { Emotion } from '@emotion/css/create-instance'

/** Styles of the switch. */
export const switchStyles = ({ css }: Emotion) => ({
  switchRow: css`
    display: inline-flex;
    align-items: center;
    gap: 10px;
    cursor: pointer;
  `,
  switchInput: css`
    appearance: none;
    position: relative;
    flex: none;
    width: 40px;
    height: 24px;
    margin: 0;
    border: 1px solid var(--fy-border);
    border-radius: 999px;
    background: var(--fy-surface-muted);
    cursor: pointer;
    transition: background-color 120ms ease;
    ${focusRing}
    &::before {
      content: '';
      position: absolute;
      inset-block-start: 2px;
      inset-inline-start: 2px;
      width: 18px;
      height: 18px;
      border-radius: 50%;
      background: var(--fy-text-muted);
      transition: transform 120ms ease;
    }
    &:checked {
      border-color: var(--fy-primary);
      background: var(--fy-primary);
    }
    &:checked::before {
      background: var(--fy-on-primary);
      transform: translateX(16px);
    }
    &:dir(rtl):checked::before {
      transform: translateX(-16px);
    }
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
    @media (prefers-reduced-motion: reduce) {
      transition: none;
      &::before {
        transition: none;
      }
    }
  `,
})
