import { endpoints } from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import type { ResumeServiceDeps } from '../context';
import { diffResumes } from '../versionDiff';

/** A resume's versions: its history, saving an edit, restoring and comparing. */
export function versionRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps): void {
  const { store } = deps;

  mount(endpoints.listVersions, async ({ params, user }) => {
    const versions = await store.versions(user.id, params.id);
    if (!versions) throw notFound('Resume not found.');
    return { current: versions[0]?.number ?? 0, versions };
  });

  mount(endpoints.getVersion, async ({ params, user }) => {
    const version = await store.getVersion(user.id, params.id, params.number);
    if (!version) throw notFound('Version not found.');
    return version;
  });

  mount(endpoints.saveVersion, async ({ params, body, user }) => {
    const saved = await store.saveVersion(user.id, params.id, body.source, (current) => ({
      ...current,
      resume: body.resumeData,
    }));
    if (!saved) throw notFound('Resume not found.');
    return saved;
  });

  mount(endpoints.restoreVersion, async ({ params, user }) => {
    const saved = await store.restore(user.id, params.id, params.number);
    if (!saved) throw notFound('Version not found.');
    return saved;
  });

  mount(endpoints.diffVersions, async ({ params, query, user }) => {
    const [from, to] = await Promise.all([
      store.getVersion(user.id, params.id, query.from),
      store.getVersion(user.id, params.id, query.to),
    ]);
    if (!from || !to) throw notFound('Version not found.');
    return { from: from.number, to: to.number, lines: diffResumes(from.resume, to.resume) };
  });
}
