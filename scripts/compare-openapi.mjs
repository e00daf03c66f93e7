// node scripts/compare-openapi.mjs OLD.json NEW.json
//
// Compares two OpenAPI documents of the same API after resolving their $refs: the operations
// missing or added, the parameters missing or changed (name, in, required, schema), and the
// request and response schemas (per status and media type) that differ once key order is
// normalised. Differences in description text only are counted apart. Exits 1 when an operation
// or a parameter went missing: the new document must still describe every call
// (docs/decisions/042-contracts.md).

import { readFileSync } from "node:fs";

const [oldFile, newFile] = process.argv.slice(2);
if (!oldFile || !newFile) {
  console.error("usage: node scripts/compare-openapi.mjs OLD.json NEW.json");
  process.exit(2);
}
const load = (file) => JSON.parse(readFileSync(file, "utf8"));
const before = load(oldFile);
const after = load(newFile);

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** The value with every local $ref replaced by its target (a cycle stays a $ref). */
function resolve(doc, value, seen = new Set()) {
  if (Array.isArray(value)) return value.map((item) => resolve(doc, item, seen));
  if (!value || typeof value !== "object") return value;
  if (typeof value.$ref === "string" && value.$ref.startsWith("#/")) {
    if (seen.has(value.$ref)) return { $ref: value.$ref };
    const target = value.$ref
      .slice(2)
      .split("/")
      .reduce((node, key) => node?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], doc);
    const { $ref: _ref, ...siblings } = value;
    return resolve(doc, { ...target, ...siblings }, new Set([...seen, value.$ref]));
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(doc, v, seen)]));
}

/** Sorted keys; `drop` removes description-like keys (for the "text only" comparison). */
function normal(value, drop = false) {
  if (Array.isArray(value)) return value.map((item) => normal(item, drop));
  if (!value || typeof value !== "object") return value;
  const keys = Object.keys(value)
    .filter((k) => !(drop && (k === "description" || k === "examples" || k === "example")))
    .sort();
  return Object.fromEntries(keys.map((k) => [k, normal(value[k], drop)]));
}
const same = (a, b, drop = false) =>
  JSON.stringify(normal(a, drop)) === JSON.stringify(normal(b, drop));

function operations(doc) {
  const out = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      if (!item[method]) continue;
      const op = resolve(doc, item[method]);
      const shared = resolve(doc, item.parameters ?? []);
      const parameters = new Map();
      for (const p of [...shared, ...(op.parameters ?? [])]) parameters.set(`${p.in}:${p.name}`, p);
      out.set(`${method.toUpperCase()} ${path}`, { op, parameters });
    }
  }
  return out;
}

const oldOps = operations(before);
const newOps = operations(after);
const missingOps = [...oldOps.keys()].filter((k) => !newOps.has(k));
const addedOps = [...newOps.keys()].filter((k) => !oldOps.has(k));
const missingParams = [];
const changedParams = [];
const schemaDiffs = [];
let descriptionOnly = 0;

/** Compares one part (a parameter, a body, an answer): a real difference or a text-only one. */
function compare(where, a, b, list) {
  if (same(a, b)) return;
  if (same(a, b, true)) descriptionOnly++;
  else list.push(where);
}

for (const [key, { op: a, parameters: pa }] of oldOps) {
  const entry = newOps.get(key);
  if (!entry) continue;
  const { op: b, parameters: pb } = entry;
  for (const [name, p] of pa) {
    const q = pb.get(name);
    if (!q) {
      missingParams.push(`${key} ${name}`);
      continue;
    }
    const pick = (x) => ({ name: x.name, in: x.in, required: !!x.required, schema: x.schema });
    compare(`${key} parameter ${name}`, pick(p), pick(q), changedParams);
    if (p.description !== q.description && same(pick(p), pick(q))) descriptionOnly++;
  }
  for (const name of pb.keys()) if (!pa.has(name)) changedParams.push(`${key} added ${name}`);
  const bodies = (op) => op.requestBody?.content ?? {};
  for (const type of new Set([...Object.keys(bodies(a)), ...Object.keys(bodies(b))])) {
    compare(`${key} request ${type}`, bodies(a)[type], bodies(b)[type], schemaDiffs);
  }
  if (!!a.requestBody?.required !== !!b.requestBody?.required)
    schemaDiffs.push(`${key} request required`);
  const statuses = new Set([...Object.keys(a.responses ?? {}), ...Object.keys(b.responses ?? {})]);
  for (const status of [...statuses].sort()) {
    const ra = a.responses?.[status];
    const rb = b.responses?.[status];
    if (!ra || !rb) {
      schemaDiffs.push(`${key} ${status} ${ra ? "missing" : "added"}`);
      continue;
    }
    if (ra.description !== rb.description) descriptionOnly++;
    const types = new Set([...Object.keys(ra.content ?? {}), ...Object.keys(rb.content ?? {})]);
    for (const type of types) {
      compare(`${key} ${status} ${type}`, ra.content?.[type], rb.content?.[type], schemaDiffs);
    }
    compare(`${key} ${status} headers`, ra.headers ?? {}, rb.headers ?? {}, schemaDiffs);
  }
  for (const field of ["summary", "description"]) if (a[field] !== b[field]) descriptionOnly++;
}

const section = (title, list) => {
  console.log(`${title}: ${list.length}`);
  for (const line of list) console.log(`  ${line}`);
};
console.log(`operations: ${oldOps.size} before, ${newOps.size} after`);
section("operations missing", missingOps);
section("operations added", addedOps);
section("parameters missing", missingParams);
section("parameters changed", changedParams);
section("request/response schemas that differ", schemaDiffs);
console.log(`differences in description text only: ${descriptionOnly}`);
process.exit(missingOps.length || missingParams.length ? 1 : 0);
