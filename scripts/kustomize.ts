/**
 * Renders deploy/k8s kustomizations in-process so the tests can validate what a cluster would receive
 * without the `kubectl` binary. It implements only the part of kustomize these manifests use —
 * `resources` (files and directories), `patches` as inline JSON 6902 operations with a kind/name
 * target (anchored regular expressions, as in kustomize), `namespace` and `images` — and refuses any
 * other field, so a manifest can never rely on something this renderer silently ignores.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { applyPatch, type Operation } from 'rfc6902';
import { parse, parseAllDocuments } from 'yaml';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; [key: string]: unknown };
  [key: string]: unknown;
}

interface Patch {
  target: { kind?: string; name?: string };
  patch: string;
}

interface Image {
  name: string;
  newName?: string;
  newTag?: string;
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  resources?: string[];
  namespace?: string;
  patches?: Patch[];
  images?: Image[];
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'patches', 'images']);

/** Every document of a YAML file (anchors resolved), skipping empty ones. */
export function readManifests(file: string): Manifest[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]?.message}`);
      return doc.toJS() as Manifest | null;
    })
    .filter((doc): doc is Manifest => doc !== null);
}

const anchored = (pattern: string) => new RegExp(`^(?:${pattern})$`);

function matches(target: Patch['target'], doc: Manifest): boolean {
  return (
    (target.kind === undefined || anchored(target.kind).test(doc.kind)) &&
    (target.name === undefined || anchored(target.name).test(doc.metadata.name))
  );
}

function applyPatches(docs: Manifest[], patches: Patch[], where: string): void {
  for (const { target, patch } of patches) {
    if (!target || typeof patch !== 'string') throw new Error(`${where}: only inline patches with a target`);
    const operations = parse(patch) as Operation[];
    const hits = docs.filter((doc) => matches(target, doc));
    if (!hits.length) throw new Error(`${where}: patch target ${JSON.stringify(target)} matches nothing`);
    for (const doc of hits) {
      const failed = applyPatch(doc, structuredClone(operations)).find((result) => result !== null);
      if (failed) throw new Error(`${where}: patch on ${doc.kind}/${doc.metadata.name}: ${failed.message}`);
    }
  }
}

/** `name[:tag]` split so the name can be matched and the tag replaced (digests are not used here). */
function splitImage(ref: string): { name: string; tag?: string } {
  if (ref.includes('@')) throw new Error(`image ${ref}: digests are not supported by this renderer`);
  const colon = ref.indexOf(':', ref.lastIndexOf('/') + 1);
  return colon === -1 ? { name: ref } : { name: ref.slice(0, colon), tag: ref.slice(colon + 1) };
}

function retag(node: unknown, images: Image[]): void {
  if (Array.isArray(node)) {
    for (const item of node) retag(item, images);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const key of ['containers', 'initContainers']) {
    for (const container of (record[key] as { image?: string }[] | undefined) ?? []) {
      if (typeof container.image !== 'string') continue;
      const { name, tag } = splitImage(container.image);
      const rule = images.find((image) => image.name === name);
      if (!rule) continue;
      const newTag = rule.newTag ?? tag;
      container.image = newTag ? `${rule.newName ?? name}:${newTag}` : (rule.newName ?? name);
    }
  }
  for (const value of Object.values(record)) retag(value, images);
}

/** The manifests a kustomization directory produces. */
export function renderKustomization(dir: string): Manifest[] {
  const file = path.join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unknown = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unknown.length) throw new Error(`${file}: unsupported field(s) ${unknown.join(', ')}`);

  const docs: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const full = path.resolve(dir, resource);
    if (!existsSync(full)) throw new Error(`${file}: resource ${resource} does not exist`);
    docs.push(...(statSync(full).isDirectory() ? renderKustomization(full) : readManifests(full)));
  }
  applyPatches(docs, kustomization.patches ?? [], file);
  if (kustomization.namespace) {
    for (const doc of docs) doc.metadata.namespace = kustomization.namespace;
  }
  if (kustomization.images) retag(docs, kustomization.images);
  return docs;
}
