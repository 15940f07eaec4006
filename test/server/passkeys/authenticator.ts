import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'

/**
 * A software authenticator for server tests: a real P-256 key, real CBOR, real signatures, as a
 * browser's authenticator would answer (attestation "none"). Its knobs make the answers a
 * tampered or cloned authenticator would give.
 */
export interface SoftAuthenticator {
  /** The credential id, base64url. */
  credentialId: string
  /** The signature counter the next assertion carries (then incremented by one). */
  counter: number
  /** Answers registration options (`navigator.credentials.create`). */
  create: (
    options: { challenge: string; rp: { id?: string } },
    at?: { origin?: string; rpId?: string },
  ) => Record<string, unknown>
  /** Answers sign-in options (`navigator.credentials.get`). */
  get: (
    options: { challenge: string },
    at?: { origin?: string; rpId?: string; userHandle?: string; userVerified?: boolean },
  ) => {
    id: string
    response: {
      clientDataJSON: string
      authenticatorData: string
      signature: string
      userHandle?: string
    }
  }
}

const b64 = (bytes: Uint8Array | Buffer) => isoBase64URL.fromBuffer(new Uint8Array(bytes))
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))

/** A new authenticator holding one credential; answers as if on `origin` (default the app's). */
export const softAuthenticator = (origin = 'http://localhost:5173'): SoftAuthenticator => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
      [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
    ]),
  )
  const rawId = randomBytes(16)
  const authenticator: SoftAuthenticator = {
    credentialId: b64(rawId),
    counter: 1,
    create(options, at = {}) {
      const rpId = at.rpId ?? options.rp.id ?? 'localhost'
      const idLength = Buffer.alloc(2)
      idLength.writeUInt16BE(rawId.length)
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x45]), // user present, user verified, attested credential data
        Buffer.alloc(4),
        Buffer.alloc(16), // AAGUID
        idLength,
        rawId,
        Buffer.from(cose),
      ])
      const attestation = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as never,
      )
      return {
        id: authenticator.credentialId,
        response: {
          clientDataJSON: b64(
            clientData('webauthn.create', options.challenge, at.origin ?? origin),
          ),
          attestationObject: b64(attestation),
          transports: ['usb'],
        },
        deviceType: 'CrossPlatform',
      }
    },
    get(options, at = {}) {
      const counter = Buffer.alloc(4)
      counter.writeUInt32BE(authenticator.counter)
      authenticator.counter += 1
      // User present, and user verified (PIN, biometrics) unless told otherwise.
      const flags = at.userVerified === false ? 0x01 : 0x05
      const authData = Buffer.concat([
        sha256(at.rpId ?? 'localhost'),
        Buffer.from([flags]),
        counter,
      ])
      const data = clientData('webauthn.get', options.challenge, at.origin ?? origin)
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey)
      return {
        id: authenticator.credentialId,
        response: {
          clientDataJSON: b64(data),
          authenticatorData: b64(authData),
          signature: b64(signature),
          ...(at.userHandle ? { userHandle: at.userHandle } : {}),
        },
      }
    },
  }
  return authenticator
}
