/** The SSO configuration types of the wire (spec: saml, okta, azure, google, oidc). */
export const SSO_TYPES = ['saml', 'okta', 'azure', 'google', 'oidc'] as const
