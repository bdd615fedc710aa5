import {
  endpoints,
  fromJsonResume,
  jsonResumeSchema,
  notJsonResumeMessage,
  resumeDataSchema,
  resumeJsonFormat,
  toJsonResume,
  withoutBadUrls,
} from '@rb/contracts';
import { badRequest, type EndpointRouter, JsonText, notFound } from '@rb/kit';
import type { ResumeServiceDeps, RunJob } from '../context';
import { jsonResumeProblems } from '../jsonResumeCheck';

/** A resume's versions: its history, saving an edit, restoring, comparing, and the current one's review. */
export function versionRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps, runJob: RunJob): void {
  const { store, diffs } = deps;

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
      store.sealedVersion(user.id, params.id, query.from),
      store.sealedVersion(user.id, params.id, query.to),
    ]);
    if (!from || !to) throw notFound('Version not found.');
    // Opened, compared and serialised in a thread: the event loop only moves the text (issue 32).
    const lines = await diffs.diffJson(from, to);
    const head = Buffer.from(`{"from":${from.number},"to":${to.number},"lines":`);
    return new JsonText(Buffer.concat([head, lines, Buffer.from('}')]));
  });

  mount(endpoints.exportJsonResume, async ({ params, user }) => {
    const version = await store.getVersion(user.id, params.id, params.number);
    if (!version) throw notFound('Version not found.');
    return toJsonResume(version.resume);
  });

  mount(endpoints.importJsonResume, async ({ body, user }) => {
    const format = resumeJsonFormat(body.document);
    if (format !== 'json-resume') throw badRequest(notJsonResumeMessage(format));
    // Links that are not web addresses are left out with a note, not a refusal.
    const { doc, notes } = withoutBadUrls(body.document);
    const problems = jsonResumeProblems(doc);
    if (problems.length > 0) throw badRequest(`Not a valid JSON Resume: ${problems.slice(0, 3).join('; ')}`);
    const parsed = jsonResumeSchema.safeParse(doc);
    const resume = parsed.success ? resumeDataSchema.safeParse(fromJsonResume(parsed.data)) : parsed;
    if (!resume.success)
      throw badRequest('The JSON Resume has more or longer entries than a resume here can hold.');
    return { resume: await store.create(user.id, resume.data, '', 'import'), notes };
  });

  // The review runs on the score queue (the dictionary and the rules live in the worker), no AI use.
  mount(endpoints.reviewResume, async ({ params, user, req }) => {
    const resumeData = await store.currentResume(user.id, params.id);
    if (!resumeData) throw notFound('Resume not found.');
    return runJob(req, 'resume.review', { resumeData });
  });

  mount(endpoints.tailorResume, async ({ params, body, user, req }) => {
    // Ownership first, so someone else's id costs no AI use.
    const before = await store.currentResume(user.id, params.id);
    if (!before) throw notFound('Resume not found.');
    const { jobDescription } = body;
    const outcome = await runJob(
      req,
      'resume.tailor',
      { resumeData: before, jobDescription },
      { aiUse: true },
    );
    // A version that changes nothing, or scores lower, would only crowd the history: none is saved, and
    // the reply (version null) says so. One that scores the same is kept: the ATS verdicts count evidence
    // wherever it stands, so moving a proven skill into the skills list and the posting's bullets first
    // helps the human reader without moving the score.
    const changes = (await diffs.diff(before, outcome.resume)).filter((line) => line.kind !== 'same');
    if (changes.length === 0 || outcome.after.atsScore < outcome.before.atsScore)
      return { ...outcome, resume: before, version: null, changes: [] };
    // The posting and both scores stay with the version, so the user can see which went where.
    const saved = await store.saveVersion(user.id, params.id, 'tailor', (current) => ({
      ...current,
      resume: outcome.resume,
      jobDescription,
      tailoring: { before: outcome.before.atsScore, after: outcome.after.atsScore },
    }));
    if (!saved) throw notFound('Resume not found.');
    return { ...outcome, version: saved.version, changes };
  });
}
