const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Is `value` a UUID? Ids that are not cannot exist, and must never reach a uuid column. */
export const isUuid = (value: string): boolean => uuidPattern.test(value)
