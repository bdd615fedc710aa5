import {
  type DownloadFormat,
  type EditorDownloadRequest,
  endpoints,
  enhancedFileName,
  resumeDataOf,
  resumeFileName,
} from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import type { ResumeServiceDeps, RunJob } from '../context';
import { receivePdf } from '../upload';

/** Resumes: the signed-in user's stored resumes and the editor's downloads. */
export function resumeRoutes(mount: EndpointRouter['mount'], deps: ResumeServiceDeps, runJob: RunJob): void {
  mount(endpoints.listResumes, async ({ user, req }) => {
    const { resumes, unreadable } = await deps.store.list(user.id);
    if (unreadable.length > 0) {
      req.log.error(
        { userId: user.id, resumeIds: unreadable },
        'resumes that cannot be decrypted were left out',
      );
    }
    return { resumes, unreadable: unreadable.length };
  });

  mount(endpoints.generateResume, async ({ body, user }) => ({
    success: true as const,
    resume: await deps.store.create(user.id, body.resumeData, body.jobDescription, body.source),
  }));

  mount(endpoints.deleteResume, async ({ params, user }) => {
    if (!(await deps.store.delete(user.id, params.id))) throw notFound('Resume not found.');
    await deps.renderCache.forget(user.id, params.id);
    return { success: true as const };
  });

  mount(endpoints.downloadResume, async ({ params, query, user, req }) => {
    const { format, template, pageSize, lang } = query;
    const resume = await deps.store.get(user.id, params.id);
    if (!resume) throw notFound('Resume not found.');
    // The whole current version, our added sections included: the cache is keyed by this payload, so
    // a document already rendered from the same content is answered without a job.
    const payload = { format, template, pageSize, lang, resume: resumeDataOf(resume) };
    const filename = resumeFileName(resume.name, format);
    const cached = await deps.renderCache.get(user.id, params.id, payload);
    if (cached) return { file: cached, filename };
    const file = await runJob(req, 'resume.render', payload);
    await deps.renderCache.put(user.id, params.id, payload, file);
    return { file, filename };
  });

  const editorDownload =
    (format: DownloadFormat) =>
    async ({ body, req }: { body: EditorDownloadRequest; req: Parameters<RunJob>[0] }) => {
      const { resume: text, name: title, pageSize } = body;
      const file = await runJob(req, 'editorText.render', { format, text, title, pageSize });
      return { file, filename: enhancedFileName(body.name, format) };
    };
  mount(endpoints.downloadEditorPdf, editorDownload('pdf'));
  mount(endpoints.downloadEditorDocx, editorDownload('docx'));

  mount(endpoints.parsePdf, async ({ req, res }) => {
    const pdf = await receivePdf(req, res);
    return runJob(req, 'upload.parse', { base64: pdf.toString('base64') }, { showFailure: true });
  });

  mount(endpoints.parseResumeText, ({ body, req }) =>
    runJob(req, 'resumeText.parse', body, { showFailure: true }),
  );
}
