import { webcrypto } from 'node:crypto'

// `@peculiar/x509` loads on the first certificate made (its import added about 16 MB and 0.7 s
// to every start).

/** An RSA key and the self-signed certificate that publishes its public half. */
export interface KeyAndCertificate {
  /** PKCS#8 PEM. */
  privateKey: string
  /** X.509 PEM. */
  certificate: string
}

const algorithm = {
  name: 'RSASSA-PKCS1-v1_5',
  hash: 'SHA-256',
  publicExponent: new Uint8Array([1, 0, 1]),
  modulusLength: 2048,
}

const pem = (label: string, der: ArrayBuffer): string => {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? []
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`
}

/**
 * A new RSA-2048 key with a self-signed SHA-256 certificate for `commonName`, valid `days` from
 * `now`. SAML peers trust the certificate itself (pinned in metadata), never a chain, so a
 * self-signed one is what SAML metadata carries.
 */
export const createKeyAndCertificate = async (
  commonName: string,
  now: Date,
  days: number,
): Promise<KeyAndCertificate> => {
  const keys = await webcrypto.subtle.generateKey(algorithm, true, ['sign', 'verify'])
  const { X509CertificateGenerator } = await import('@peculiar/x509')
  const certificate = await X509CertificateGenerator.createSelfSigned(
    {
      serialNumber: Buffer.from(webcrypto.getRandomValues(new Uint8Array(16)))
        .toString('hex')
        .replace(/^[89a-f]/, '1'),
      name: `CN=${commonName.replace(/[,=+<>#;"\\]/g, ' ')}`,
      notBefore: new Date(now.getTime() - 60_000),
      notAfter: new Date(now.getTime() + days * 86_400_000),
      keys,
      signingAlgorithm: algorithm,
    },
    webcrypto as unknown as Crypto,
  )
  return {
    privateKey: pem('PRIVATE KEY', await webcrypto.subtle.exportKey('pkcs8', keys.privateKey)),
    certificate: certificate.toString('pem'),
  }
}

/** The base64 body of a PEM certificate (what `<ds:X509Certificate>` holds). */
export const certificateBody = (certificate: string): string =>
  certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '')

/** A certificate as PEM, whether it came as PEM or as the bare base64 of metadata. */
export const certificatePem = (certificate: string): string => {
  const body = certificateBody(certificate)
  const lines = body.match(/.{1,64}/g) ?? []
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`
}
