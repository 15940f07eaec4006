import { ScimError as PatchError, scimPatch } from 'scim-patch'
import { ScimError, scimBadRequest } from './errors'
import { ENTERPRISE_SCHEMA } from './user-resource'
import type { ScimType } from './errors'
import type { ScimPatchOperation, ScimResource } from 'scim-patch'

/** Most operations one PATCH may carry. */
export const MAX_PATCH_OPERATIONS = 100

const urnAttribute = /^(urn:[^ ]+):([^:]+)$/i

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A path-less value as Entra ID sends it (`{"name.givenName": "Ada", "urn:…:User:department":
 * "R&D"}`) as the nested object RFC 7644 means (`{name: {givenName}}`, `{"urn:…:User":
 * {department}}`).
 */
const expandKeys = (value: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  const put = (target: Record<string, unknown>, keys: string[], leaf: unknown) => {
    let at = target
    for (const key of keys.slice(0, -1)) {
      if (!isRecord(at[key])) at[key] = {}
      at = at[key] as Record<string, unknown>
    }
    const last = keys[keys.length - 1] ?? ''
    at[last] = isRecord(leaf) && isRecord(at[last]) ? { ...at[last], ...leaf } : leaf
  }
  for (const [key, leaf] of Object.entries(value)) {
    const urn = urnAttribute.exec(key)
    if (urn && urn[1] && urn[2] && !key.startsWith('urn:ietf:params:scim:schemas:core:')) {
      put(out, [urn[1], ...urn[2].split('.')], leaf)
    } else {
      const bare = key.replace(/^urn:ietf:params:scim:schemas:core:2\.0:(User|Group):/i, '')
      put(out, bare.includes('.') ? bare.split('.') : [bare], leaf)
    }
  }
  return out
}

/**
 * A path-less add or replace as the operations with paths it stands for: each attribute of the
 * value, and each sub-attribute of a complex one, on its own, so that sub-attributes the value
 * leaves out stay as they are (RFC 7644 §3.5.2.1 and §3.5.2.3).
 */
const splitPathless = (op: 'add' | 'replace', value: Record<string, unknown>) =>
  Object.entries(expandKeys(value)).flatMap(([key, leaf]): ScimPatchOperation[] => {
    const urn = key.startsWith('urn:')
    if (!isRecord(leaf)) return [{ op, path: key, value: leaf }]
    return Object.entries(leaf).map(([sub, subValue]) => ({
      op,
      path: urn ? `${key}:${sub}` : `${key}.${sub}`,
      value: subValue,
    }))
  })

/**
 * Entra ID removes members as `{op: Remove, path: members, value: [{$ref: null, value: id}]}`:
 * each value as the filtered removal RFC 7644 §3.5.2.2 writes (`members[value eq "id"]`).
 */
const removeByValues = (path: string, value: unknown): ScimPatchOperation[] | undefined => {
  if (path.includes('[') || !Array.isArray(value)) return undefined
  const ids = value.map((entry: unknown) => (isRecord(entry) ? entry.value : undefined))
  if (!ids.every((id): id is string => typeof id === 'string' && /^[^"\\]{1,320}$/.test(id))) {
    return undefined
  }
  return ids.map((id) => ({ op: 'remove' as const, path: `${path}[value eq "${id}"]` }))
}

/** One operation as RFC 7644 §3.5.2 writes it, from the forms IdPs send. */
const normalise = (operation: unknown): ScimPatchOperation[] => {
  if (!isRecord(operation) || typeof operation.op !== 'string') {
    throw scimBadRequest('Each operation needs an op: add, replace or remove', 'invalidSyntax')
  }
  const op = operation.op.toLowerCase()
  if (op !== 'add' && op !== 'replace' && op !== 'remove') {
    throw scimBadRequest(
      `${operation.op.slice(0, 20)} is not add, replace or remove`,
      'invalidSyntax',
    )
  }
  if (operation.path !== undefined && typeof operation.path !== 'string') {
    throw scimBadRequest('path must be a string', 'invalidPath')
  }
  const path = operation.path || undefined
  if (op === 'remove') {
    if (!path) throw scimBadRequest('remove needs a path', 'noTarget')
    if (operation.value === undefined) return [{ op, path }]
    return removeByValues(path, operation.value) ?? [{ op, path, value: operation.value }]
  }
  if (path) return [{ op, path, value: operation.value }]
  if (!isRecord(operation.value)) {
    throw scimBadRequest('An add or replace without a path needs an object value', 'invalidValue')
  }
  return splitPathless(op, operation.value)
}

/**
 * Applies a PatchOp body's operations to `resource` with scim-patch (a copy; the original is
 * left alone). A malformed body or operation is a 400 with RFC 7644's scimType.
 */
export const applyScimPatch = (
  resource: Record<string, unknown>,
  body: unknown,
): Record<string, unknown> => {
  const operations = isRecord(body) ? (body.Operations ?? body.operations) : undefined
  if (!Array.isArray(operations) || operations.length === 0) {
    throw scimBadRequest('A PATCH needs a non-empty Operations list', 'invalidSyntax')
  }
  if (operations.length > MAX_PATCH_OPERATIONS) {
    throw scimBadRequest(`A PATCH may carry at most ${MAX_PATCH_OPERATIONS} operations`, 'tooMany')
  }
  const normalised = operations.flatMap(normalise)
  try {
    const patched = scimPatch(resource as unknown as ScimResource, normalised, {
      mutateDocument: false,
      treatMissingAsAdd: true,
    }) as unknown as Record<string, unknown>
    const extension = patched[ENTERPRISE_SCHEMA]
    if (extension !== undefined && !isRecord(extension)) {
      throw scimBadRequest('The enterprise extension must be an object', 'invalidValue')
    }
    return patched
  } catch (error: unknown) {
    if (error instanceof ScimError) throw error
    if (error instanceof PatchError) {
      const scimType = (error.scimCode || 'invalidValue') as ScimType
      throw new ScimError(400, error.message.slice(0, 300) || 'Invalid PATCH', scimType)
    }
    if (error instanceof Error && !(error instanceof RangeError)) {
      throw new ScimError(400, `Invalid PATCH: ${error.message.slice(0, 200)}`, 'invalidValue')
    }
    throw new ScimError(400, 'Invalid PATCH', 'invalidValue')
  }
}
