/**
 * Demo mode sends no mail and no SMS: what would have gone out is announced on `window` as this
 * event, and `<login-box>` shows it as a clearly marked demo notice with its link or code.
 */
export const DEMO_MESSAGE_EVENT = 'foyer-demo-message'

/** A message demo mode would have sent. */
export interface DemoMessage {
  channel: 'mail' | 'sms'
  /** The address or phone number it would have gone to. */
  to: string
  /** What it is, in a few words (the mail's subject). */
  subject: string
  /** The link it carries, on this page's origin. */
  link?: string
  /** The one-time code it carries. */
  code?: string
}
