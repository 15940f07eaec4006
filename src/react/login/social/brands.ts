import type { SocialProvider } from '../../../api/social'

/** Each provider's own spelling of its name (a brand is not translated). */
export const BRAND_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  slack: 'Slack',
}
