const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Is `value` a UUID? Ids that are not cannot exist, and must never reach a uuid column. */
export const isUuid = (value: string): boolean => uuidPattern.test(value)

/**
 * The distinct UUIDs of a comma-separated list, lower-cased; anything else is left out, since it
 * names nothing that can exist.
 */
export const uuidList = (text: string): string[] => [
  ...new Set(
    text
      .split(',')
      .map((id) => id.trim().toLowerCase())
      .filter(isUuid),
  ),
]
