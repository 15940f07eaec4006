/**
 * Decisions per second of Foyer's entitlements engine and of the reference evaluator
 * (`@frontegg/entitlements-javascript-commons`), side by side in one process, on the same bundle
 * and the same mixed feature and permission queries; fails if any decision differs.
 * Run: npx tsx bench/entitlements.ts [seconds per measurement, default 2]
 */
import * as reference from '@frontegg/entitlements-javascript-commons'
import {
  isEntitledToFeature,
  isEntitledToPermission,
  type Attributes,
  type EntitlementResult,
  type EntitlementsBundle,
} from '../src/entitlements'
import { bundle, queries, type Query } from './entitlements-fixture'

type Engine = (query: Query, given: EntitlementsBundle, attributes: Attributes) => EntitlementResult

const ours: Engine = (query, given, attributes) =>
  query.kind === 'feature'
    ? isEntitledToFeature(query.key, given, attributes)
    : isEntitledToPermission(query.key, given, attributes)

const theirs: Engine = (query, given, attributes) =>
  (query.kind === 'feature'
    ? reference.evaluateIsEntitledToFeature(query.key, given as never, attributes as never)
    : reference.evaluateIsEntitledToPermissions(
        query.key,
        given as never,
        attributes as never,
      )) as EntitlementResult

const seconds = Number(process.argv[2] ?? 2)

/** Runs the whole query list until `seconds` have passed; decisions per second. */
function measure(engine: Engine, list: readonly Query[] = queries, fresh = false): number {
  let decisions = 0
  let sink = 0
  const start = performance.now()
  const until = start + seconds * 1000
  while (performance.now() < until) {
    for (const query of list) {
      // `fresh`: a new claims object per call, as if no render ever reused one.
      const attributes = fresh
        ? { ...query.attributes, jwt: { ...query.attributes.jwt } }
        : query.attributes
      if (engine(query, bundle, attributes).isEntitled) sink++
    }
    decisions += list.length
  }
  const elapsed = (performance.now() - start) / 1000
  if (sink < 0) console.log(sink)
  return decisions / elapsed
}

let entitled = 0
for (const query of queries) {
  const a = ours(query, bundle, query.attributes)
  const b = theirs(query, bundle, query.attributes)
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    console.error('Decisions differ', query.kind, query.key, a, b)
    process.exit(1)
  }
  if (a.isEntitled) entitled++
}

const compileStart = performance.now()
isEntitledToFeature('feature-0', structuredClone(bundle))
const compileMs = performance.now() - compileStart

const features = queries.filter((query) => query.kind === 'feature')
const permissions = queries.filter((query) => query.kind === 'permission')
measure(ours)
measure(theirs)
const rows: [string, number, number][] = [
  ['mixed', measure(theirs), measure(ours)],
  ['mixed, new claims every call', measure(theirs, queries, true), measure(ours, queries, true)],
  ['features only', measure(theirs, features), measure(ours, features)],
  ['permissions only', measure(theirs, permissions), measure(ours, permissions)],
]
const format = (rate: number) => Math.round(rate).toLocaleString('en-US').padStart(11)

console.log(
  `${queries.length} queries (${features.length} features, ${permissions.length} permissions), ` +
    `identical decisions (${entitled} entitled); ${seconds}s per measurement`,
)
console.log(`${'workload'.padEnd(30)}${'reference/s'.padStart(11)}${'foyer/s'.padStart(13)}  ratio`)
for (const [name, reference, foyer] of rows) {
  const ratio = `${(foyer / reference).toFixed(1)}x`
  console.log(`${name.padEnd(30)}${format(reference)}  ${format(foyer)}  ${ratio}`)
}
console.log(`foyer bundle compile (once per bundle object): ${compileMs.toFixed(2)} ms`)
