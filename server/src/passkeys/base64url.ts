/**
 * Base64url (RFC 4648 §5, no padding) of the WebAuthn ceremonies, on Node's Buffer: the same
 * strings as `isoBase64URL` of `@simplewebauthn/server/helpers`, whose import alone added about
 * 19 MB and 0.7 s to every start (the library itself loads on a ceremony's first use).
 */
export const base64url = {
  fromBuffer: (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url'),
  toBuffer: (text: string): Uint8Array<ArrayBuffer> =>
    new Uint8Array(Buffer.from(text, 'base64url')),
  toUTF8String: (text: string): string => Buffer.from(text, 'base64url').toString('utf8'),
}
