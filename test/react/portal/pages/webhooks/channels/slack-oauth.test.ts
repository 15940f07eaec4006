import { describe, expect, it } from 'vitest'
import { slackAuthorizeUrl } from '../../../../../../src/react/portal/pages/webhooks/channels/slack-oauth'

const application = {
  configured: true,
  clientId: '1111.2222',
  scope: 'chat:write,chat:write.public,channels:read,groups:read',
  scopes: ['chat:write', 'chat:write.public', 'channels:read', 'groups:read'],
  authorizeUrl: 'https://slack.com/oauth/v2/authorize',
}

describe('slackAuthorizeUrl', () => {
  it("sends the admin to Slack's consent page with the app, its bot scopes and the state", () => {
    const url = new URL(slackAuthorizeUrl(application, 'state-1'))
    expect(url.origin + url.pathname).toBe('https://slack.com/oauth/v2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1111.2222',
      scope: 'chat:write,chat:write.public,channels:read,groups:read',
      state: 'state-1',
    })
  })

  it('names the redirect only when the server has one', () => {
    const url = new URL(
      slackAuthorizeUrl(
        { ...application, redirectUri: 'https://app.test/admin/connectivity' },
        's',
      ),
    )
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.test/admin/connectivity')
  })
})
