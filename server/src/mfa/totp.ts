import { generateSecret, generateURI, verify } from 'otplib'

// `qrcode` loads on the first enrolment (its import added about 8 MB to every start).

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 s. */
const period = 30

/** A new TOTP secret (base32, 160 bits: RFC 4226's recommended length). */
export const newTotpSecret = (): string => generateSecret({ length: 20 })

/**
 * What an authenticator app scans: the otpauth URI as a PNG data URL, and the secret for typing
 * by hand (grouped by four, as apps show it).
 */
export const enrolmentPicture = async (input: {
  secret: string
  issuer: string
  account: string
}): Promise<{ qrCode: string; secret: string; uri: string }> => {
  const uri = generateURI({ issuer: input.issuer, label: input.account, secret: input.secret })
  const { default: QRCode } = await import('qrcode')
  const qrCode = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 })
  return { qrCode, secret: input.secret.replace(/(.{4})(?=.)/g, '$1 '), uri }
}

/** Six digits, spaces and dashes a user may have typed removed. */
export const normaliseCode = (value: string): string => value.replace(/[\s-]/g, '')

/**
 * Checks a code against the secret at `now`, one step of clock drift either way. A code of the
 * step `afterTimeStep` or earlier is refused: every code is single use. Answers the accepted
 * step, to be saved, or undefined.
 */
export const checkTotp = async (input: {
  secret: string
  code: string
  now: Date
  afterTimeStep: number | null
}): Promise<number | undefined> => {
  const token = normaliseCode(input.code)
  if (!/^\d{6}$/.test(token)) return undefined
  const result = await verify({
    secret: input.secret,
    token,
    epoch: Math.floor(input.now.getTime() / 1000),
    epochTolerance: period,
    ...(input.afterTimeStep !== null ? { afterTimeStep: input.afterTimeStep } : {}),
  }).catch(() => undefined)
  return result?.valid && 'timeStep' in result ? result.timeStep : undefined
}
