import { encrypt } from 'xml-encryption'

/** `content` encrypted to `certificate` (AES-256-GCM, the key wrapped with RSA-OAEP), as an IdP would. */
const encrypted = (content: string, certificate: string) =>
  new Promise<string>((resolve, reject) => {
    encrypt(
      content,
      {
        rsa_pub: certificate,
        pem: certificate,
        encryptionAlgorithm: 'http://www.w3.org/2009/xmlenc11#aes256-gcm',
        keyEncryptionAlgorithm: 'http://www.w3.org/2001/04/xmlenc#rsa-oaep-mgf1p',
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

/**
 * The response XML with its signed assertion replaced by an `EncryptedAssertion` sealed to
 * `certificate` (`times` copies, to try a response carrying two). Throws when there is none.
 */
export const encryptAssertionXml = async (
  xml: string,
  certificate: string,
  times = 1,
): Promise<string> => {
  const assertion = /<(saml2?:)?Assertion\b[\s\S]*<\/\1?Assertion>/.exec(xml)?.[0]
  if (!assertion) throw new Error('The response has no assertion to encrypt')
  const sealed =
    '<saml:EncryptedAssertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">' +
    `${await encrypted(assertion, certificate)}</saml:EncryptedAssertion>`
  return xml.replace(assertion, () => sealed.repeat(times))
}
