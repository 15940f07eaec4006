import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import {
  FetchRefused,
  checkFetchUrl,
  isPrivateAddress,
  privateNetworkAllowed,
} from '../federation/fetch-guard'
import { badRequest } from '../http/api-error'

/** How long saving waits for the URL's name to resolve before leaving the check to the send. */
const LOOKUP_MS = 3000

/**
 * Checks a webhook URL as the fetch guard will when sending (https, no credentials, no private or
 * loopback address unless FOYER_ALLOW_PRIVATE_NETWORK), and resolves its name once so that a
 * name of the server's own network is refused when saved rather than at every send (the send
 * checks again: a name may resolve elsewhere later). Answers the URL; 400 naming the problem.
 */
export const checkWebhookUrl = async (raw: string): Promise<string> => {
  const allowPrivate = privateNetworkAllowed()
  let url: URL
  try {
    url = checkFetchUrl(raw, { allowPrivateNetwork: allowPrivate })
  } catch (error) {
    if (error instanceof FetchRefused)
      throw badRequest(`The webhook URL is refused: ${error.message}`)
    throw error
  }
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (allowPrivate || isIP(host) !== 0) return url.href
  if (host === 'localhost' || host.endsWith('.localhost')) {
    throw badRequest('The webhook URL is refused: it points at this server’s own network')
  }
  let timer: NodeJS.Timeout | undefined
  const addresses = await Promise.race([
    lookup(host, { all: true }).catch(() => []),
    new Promise<[]>((resolve) => (timer = setTimeout(() => resolve([]), LOOKUP_MS))),
  ]).finally(() => clearTimeout(timer))
  if (addresses.some((entry) => isPrivateAddress(entry.address))) {
    throw badRequest(
      'The webhook URL is refused: its name resolves to a private or reserved address',
    )
  }
  return url.href
}
