import { randomUUID } from 'node:crypto'
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK } from 'jose'
import type { Db } from '../db/database'
import type { CryptoKey, JSONWebKeySet, JWK, JWTVerifyGetKey } from 'jose'

/** The active signing key and the public key set that verifies tokens. */
export interface SigningKeys {
  kid: string
  privateKey: CryptoKey
  /** Public keys only (`kty`, `crv`, `x`, `y`, `kid`, `alg`, `use`), as served at the JWKS URL. */
  jwks: JSONWebKeySet
  getVerificationKey: JWTVerifyGetKey
}

const algorithm = 'ES256'

const publicPart = (jwk: JWK, kid: string): JWK => ({
  kty: jwk.kty,
  crv: jwk.crv,
  x: jwk.x,
  y: jwk.y,
  kid,
  alg: algorithm,
  use: 'sig',
})

/** Loads the ES256 signing keys from the database, creating the first pair on first start. */
export const loadSigningKeys = async (db: Db): Promise<SigningKeys> => {
  const existing = await db.selectFrom('signing_keys').select('kid').limit(1).execute()
  if (existing.length === 0) {
    const pair = await generateKeyPair(algorithm, { extractable: true })
    const kid = randomUUID()
    await db
      .insertInto('signing_keys')
      .values({
        kid,
        algorithm,
        public_jwk: JSON.stringify(publicPart(await exportJWK(pair.publicKey), kid)),
        private_jwk: JSON.stringify(await exportJWK(pair.privateKey)),
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  const rows = await db
    .selectFrom('signing_keys')
    .selectAll()
    .where('algorithm', '=', algorithm)
    .where('retired_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('kid', 'asc')
    .execute()
  const active = rows[0]
  if (active === undefined) throw new Error('No active signing key in the database')
  const privateKey = await importJWK(active.private_jwk as JWK, algorithm)
  if (privateKey instanceof Uint8Array) throw new Error('The signing key is not an EC key')
  const jwks: JSONWebKeySet = { keys: rows.map((row) => row.public_jwk as JWK) }
  return { kid: active.kid, privateKey, jwks, getVerificationKey: createLocalJWKSet(jwks) }
}
