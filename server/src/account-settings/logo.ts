import { createHash, randomUUID } from 'node:crypto'
import { badRequest } from '../http/api-error'
import { checkPicture } from '../profile/picture'
import type { ServerConfig } from '../config'

/** Where logos are served, under the API prefix; `{logoId}` changes with each logo. */
export const LOGO_PATH = '/tenants/resources/account-settings/v1/logos'

const DATA_URL = /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/]+={0,2})$/

/** A logo to keep: its bytes, checked type and hash. */
export interface LogoImage {
  bytes: Uint8Array
  type: string
  sha256: string
}

/**
 * The image of a `logo` data URL, checked like a profile picture (png, jpeg, webp or gif whose
 * bytes match, at most 700 KiB); 400 naming `logo` for anything else.
 */
export const decodeLogo = (value: string): LogoImage => {
  const match = DATA_URL.exec(value.replace(/\s+/g, ''))
  if (!match?.[1] || !match[2]) {
    throw badRequest('logo must be a base64 data URL of an image, or the current logo URL')
  }
  const bytes = Buffer.from(match[2], 'base64')
  const type = checkPicture(bytes, match[1], 'logo')
  return { bytes, type, sha256: createHash('sha256').update(bytes).digest('hex') }
}

/** The URL a logo is served at, with its time as `?t=` against caches. */
export const logoUrl = (
  config: Pick<ServerConfig, 'issuer' | 'apiPrefix'>,
  logo: { id: string; updatedAt: Date },
): string =>
  `${config.issuer}${config.apiPrefix}${LOGO_PATH}/${logo.id}?t=${logo.updatedAt.getTime()}`

/** A fresh id for a new logo (so its URL is new too). */
export const newLogoId = (): string => randomUUID()
