import { endpoints } from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import type { ResumeServiceDeps, RunJob } from '../context';
import { snippetOf } from '../resumeStore';

/** The AI calls: every one is one AI use of the user's daily allowance. */
export function aiRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps, runJob: RunJob): void {
  mount(endpoints.enhanceResume, async ({ body, user, req }) => {
    if ('resumeText' in body) {
      const { markdown, engine, findings } = await runJob(req, 'resumeText.enhance', body, {
        aiUse: true,
      });
      return { resume: markdown, engine, findings };
    }
    const { resumeData, resumeId } = body;
    // Check ownership before spending an AI use on someone else's resume id.
    if (resumeId && !(await deps.store.has(user.id, resumeId))) throw notFound('Resume not found.');
    // Both AI engines apply SPEC §5's cleaning; the stored version takes the cleaned result.
    const { resume, engine, findings, changes } = await runJob(
      req,
      'resume.enhance',
      { resumeData },
      { aiUse: true },
    );
    // Without an id the card shows the changes line by line and saves the user's choice itself.
    if (!resumeId) return { resume, engine, findings, changes };
    // A new version, never an overwrite: the one before it stays to undo to.
    const saved = await deps.store.saveVersion(user.id, resumeId, 'enhance', (current) => ({
      ...current,
      resume,
      resumeSnippet: snippetOf(resume),
    }));
    if (!saved) throw notFound('Resume not found.');
    await deps.renderCache.forget(user.id, resumeId);
    return { resume, engine, findings, version: saved.version };
  });

  mount(endpoints.expandEditor, ({ body, req }) =>
    runJob(req, 'editorText.expand', { rawText: body.rawText }, { aiUse: true }),
  );
}
