const encode = (value: unknown): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(value))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * An unsigned but decodable JWT (header.payload.signature, base64url) for demo mode. It carries the
 * same claims as a real Foyer access token; nothing verifies it, since demo mode has no server.
 */
export function createDemoToken(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT', kid: 'demo' })}.${encode(claims)}.demo`
}
