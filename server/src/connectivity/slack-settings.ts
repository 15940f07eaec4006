/** The vendor's Slack app and where Slack is (FOYER_SLACK_*). */
export interface SlackSettings {
  /** Slack's Web API base, ending in `/` (FOYER_SLACK_API_URL; Slack's own by default). */
  apiUrl: string
  /** Slack's OAuth consent page (FOYER_SLACK_AUTHORIZE_URL; Slack's own by default). */
  authorizeUrl: string
  /** The vendor's Slack app (FOYER_SLACK_CLIENT_ID, FOYER_SLACK_CLIENT_SECRET); none: Slack is off. */
  clientId: string | undefined
  clientSecret: string | undefined
  /**
   * Where Slack sends the admin back with the code (FOYER_SLACK_REDIRECT_URL): the host page of the
   * portal's Connectivity page. Unset: the app's one redirect URL configured at Slack.
   */
  redirectUrl: string | undefined
  /** The bot scopes the app asks for. */
  scopes: string[]
}

/** Post to channels (public ones without joining) and list them. */
export const SLACK_SCOPES = ['chat:write', 'chat:write.public', 'channels:read', 'groups:read']

const text = (value: string | undefined) => {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

const url = (name: string, value: string | undefined, fallback: string): string => {
  const chosen = text(value) ?? fallback
  try {
    new URL(chosen)
  } catch {
    throw new Error(`Invalid configuration ${name}: not a URL (${chosen})`)
  }
  return chosen
}

/** Reads the Slack settings; throws naming a bad variable, or a client id without its secret. */
export const readSlackSettings = (env: Record<string, string | undefined>): SlackSettings => {
  const clientId = text(env.FOYER_SLACK_CLIENT_ID)
  const clientSecret = text(env.FOYER_SLACK_CLIENT_SECRET)
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    throw new Error(
      'Invalid configuration FOYER_SLACK_CLIENT_ID: set it together with FOYER_SLACK_CLIENT_SECRET',
    )
  }
  const redirect = text(env.FOYER_SLACK_REDIRECT_URL)
  return {
    apiUrl: url('FOYER_SLACK_API_URL', env.FOYER_SLACK_API_URL, 'https://slack.com/api/').replace(
      /\/*$/,
      '/',
    ),
    authorizeUrl: url(
      'FOYER_SLACK_AUTHORIZE_URL',
      env.FOYER_SLACK_AUTHORIZE_URL,
      'https://slack.com/oauth/v2/authorize',
    ),
    clientId,
    clientSecret,
    redirectUrl: redirect ? url('FOYER_SLACK_REDIRECT_URL', redirect, redirect) : undefined,
    scopes: SLACK_SCOPES,
  }
}
