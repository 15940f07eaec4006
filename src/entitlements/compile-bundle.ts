import { cachedByIdentity } from './compile-cache'
import { compileFeature, type CompiledFeature } from './compile-feature'
import { compilePermissions, type PermissionMatcher } from './compile-permissions'
import { keysOf, ownProp, prop } from './read'

/** A bundle compiled once: features by key, the permission matcher and the linked-feature index. */
export interface CompiledBundle {
  readonly features: ReadonlyMap<string, CompiledFeature>
  readonly hasPermission: PermissionMatcher
  /** The features whose `linkedPermissions` list a permission key, in bundle order. */
  linkedFeatures(permissionKey: string): readonly CompiledFeature[]
}

const none: readonly CompiledFeature[] = []

function compile(bundle: unknown): CompiledBundle | undefined {
  if (typeof bundle !== 'object' || bundle === null) return undefined
  const featuresIn = prop(bundle, 'features')
  const plans = prop(bundle, 'plans')
  const features = new Map<string, CompiledFeature>()
  const linked = new Map<string, CompiledFeature[]>()
  // A `linkedPermissions` string is searched as text (`String#includes`), as the reference does.
  const linkedByText: [string, CompiledFeature][] = []
  for (const key of keysOf(featuresIn)) {
    const feature = ownProp(featuresIn, key)
    if (!feature) continue
    const compiled = compileFeature(feature, plans)
    features.set(key, compiled)
    const permissions = prop(feature, 'linkedPermissions')
    if (typeof permissions === 'string') linkedByText.push([permissions, compiled])
    if (!Array.isArray(permissions)) continue
    for (const permission of new Set<unknown>(permissions)) {
      if (typeof permission !== 'string') continue
      const list = linked.get(permission)
      if (list) list.push(compiled)
      else linked.set(permission, [compiled])
    }
  }
  return {
    features,
    hasPermission: compilePermissions(prop(bundle, 'permissions')),
    linkedFeatures: (permissionKey) => {
      const listed = linked.get(permissionKey) ?? none
      if (linkedByText.length === 0) return listed
      const byText = linkedByText.filter(([text]) => text.includes(permissionKey))
      return byText.length === 0 ? listed : [...listed, ...byText.map(([, feature]) => feature)]
    },
  }
}

/**
 * Compiles a bundle, once per bundle object (cached by identity in a WeakMap); `undefined` for a
 * missing or non-object bundle. Treat bundles as immutable: a changed bundle must be a new object.
 */
export const compileBundle = cachedByIdentity(compile)
