import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderKustomization } from './kustomize';

/** A throwaway directory tree from `{ relative path: content }`. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rb-kustomize-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const deployment = (name: string, image: string) => `apiVersion: apps/v1
kind: Deployment
metadata: { name: ${name} }
spec:
  template:
    spec:
      containers: [{ name: main, image: ${image} }]
`;

const base = {
  'base/kustomization.yaml': 'resources: [apps.yaml, job.yaml]\n',
  'base/apps.yaml': `${deployment('web', 'app:1.0.0')}---\n${deployment('webhook', 'other:2.0.0')}`,
  'base/job.yaml':
    'apiVersion: batch/v1\nkind: Job\nmetadata: { name: once }\nspec: { template: { spec: { containers: [{ name: j, image: app:1.0.0 }] } } }\n',
};

describe('renderKustomization', () => {
  it('renders an overlay: base resources, patches by anchored kind/name, namespace, images', () => {
    const root = tree({
      ...base,
      'prod/kustomization.yaml': `namespace: prod
resources: [../base]
images: [{ name: app, newName: registry.test/app, newTag: 1.2.3 }]
patches:
  - target: { kind: Deployment, name: web }
    patch: |-
      - { op: add, path: /spec/replicas, value: 3 }
  - target: { kind: Deployment|Job }
    patch: |-
      - { op: add, path: /metadata/labels, value: { hardened: "yes" } }
`,
    });
    const docs = renderKustomization(path.join(root, 'prod')) as never as {
      kind: string;
      metadata: { name: string; namespace: string; labels: object };
      spec: { replicas?: number; template: { spec: { containers: { image: string }[] } } };
    }[];
    expect(docs.map((d) => `${d.kind}/${d.metadata.name}`)).toEqual([
      'Deployment/web',
      'Deployment/webhook',
      'Job/once',
    ]);
    // `name: web` is anchored: it does not also patch `webhook`.
    expect(docs.map((d) => d.spec.replicas)).toEqual([3, undefined, undefined]);
    expect(docs.every((d) => d.metadata.namespace === 'prod')).toBe(true);
    expect(docs.every((d) => JSON.stringify(d.metadata.labels) === '{"hardened":"yes"}')).toBe(true);
    expect(docs.map((d) => d.spec.template.spec.containers[0]?.image)).toEqual([
      'registry.test/app:1.2.3',
      'other:2.0.0',
      'registry.test/app:1.2.3',
    ]);
  });

  it('refuses what it does not implement instead of ignoring it', () => {
    const root = tree({ ...base, 'o/kustomization.yaml': 'resources: [../base]\ncommonLabels: { a: b }\n' });
    expect(() => renderKustomization(path.join(root, 'o'))).toThrow(/unsupported field\(s\) commonLabels/);
  });

  it('refuses a patch whose target matches nothing, or that fails', () => {
    const miss = tree({
      ...base,
      'o/kustomization.yaml':
        'resources: [../base]\npatches:\n  - target: { kind: StatefulSet }\n    patch: "- { op: remove, path: /spec }"\n',
    });
    expect(() => renderKustomization(path.join(miss, 'o'))).toThrow(/matches nothing/);
    const bad = tree({
      ...base,
      'o/kustomization.yaml':
        'resources: [../base]\npatches:\n  - target: { kind: Job }\n    patch: "- { op: replace, path: /spec/nothing/here, value: 1 }"\n',
    });
    expect(() => renderKustomization(path.join(bad, 'o'))).toThrow(/patch on Job\/once/);
  });
});
