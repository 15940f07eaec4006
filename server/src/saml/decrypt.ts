import { SamlRefused } from './envelope'
import { pendingRequest } from './replay'
import { serviceProviderKey } from './service-provider'
import type { AppDeps } from '../deps'

const ENCRYPTED = /<((?:[\w.-]+:)?)EncryptedAssertion\b[\s\S]*?<\/\1EncryptedAssertion\s*>/g
const IN_RESPONSE_TO = /<(?:[\w.-]+:)?Response\b[^>]*?\sInResponseTo="([^"]{1,200})"/

const decrypted = async (xml: string, key: string): Promise<string> => {
  // Loaded on the first encrypted assertion (its import added about 8 MB to every start).
  const { decrypt } = await import('xml-encryption')
  return new Promise((resolve, reject) => {
    // CBC without integrity and RSA 1.5 are refused: padding oracles (the library's own switch).
    decrypt(
      xml,
      { key, disallowDecryptionWithInsecureAlgorithm: true, warnInsecureAlgorithm: false },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

/**
 * An IdP that encrypts (the SP metadata offers the configuration's certificate for it) sends
 * one `EncryptedAssertion`: it is decrypted with the SP key of the configuration its request went
 * to and put in its place, so the response then goes through every guard and check of a plain
 * one (`readEnvelope`, the assertion's own signature, the claims from its bytes). A response
 * without one is answered as it is. Answers base64, as posted.
 */
export const decryptAssertion = async (deps: AppDeps, samlResponse: string): Promise<string> => {
  const xml = Buffer.from(samlResponse.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (!xml.includes('EncryptedAssertion')) return samlResponse
  // readEnvelope's guards run again on the result; these keep the decryptor off such input.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new SamlRefused('dtd', 'a DTD is not allowed')
  if (xml.includes('<!--')) throw new SamlRefused('comment', 'comments are not allowed')
  const found = [...xml.matchAll(ENCRYPTED)]
  const inResponseTo = IN_RESPONSE_TO.exec(xml)?.[1] ?? null
  if (found.length !== 1 || !found[0]) {
    throw new SamlRefused('structure', 'exactly one EncryptedAssertion expected', inResponseTo)
  }
  const request = inResponseTo ? await pendingRequest(deps.db, inResponseTo, deps.now()) : null
  if (!request) throw new SamlRefused('unknownRequest', 'no pending request', inResponseTo)
  const { privateKey } = await serviceProviderKey(deps, request.configurationId)
  const [whole] = found[0]
  let assertion: string
  try {
    assertion = await decrypted(whole, privateKey)
  } catch {
    throw new SamlRefused('signature', 'the assertion could not be decrypted', inResponseTo)
  }
  const plain = xml.replace(whole, () => assertion.replace(/^<\?xml[^>]*>\s*/, ''))
  return Buffer.from(plain, 'utf8').toString('base64')
}
