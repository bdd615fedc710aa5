import {
  type CoverLetterDownloadRequest,
  coverLetterFileName,
  type DownloadFormat,
  endpoints,
} from '@rb/contracts';
import { type EndpointRouter, notFound } from '@rb/kit';
import { ApplicationStore } from '../applicationStore';
import type { ResumeServiceDeps, RunJob } from '../context';

/** ATS scoring: the resume HTML is hostile; the score worker only reads its text, nothing renders it. */
export function atsRoutes(mount: EndpointRouter['mount'], runJob: RunJob): void {
  mount(endpoints.scoreResume, ({ body, req }) => runJob(req, 'resume.score', body));
}

/** Cover letters: generation is an AI use; downloads render the (edited) letter or a kept one. */
export function coverLetterRoutes(
  mount: EndpointRouter['mount'],
  deps: ResumeServiceDeps,
  runJob: RunJob,
): void {
  mount(endpoints.generateCoverLetter, ({ body, req }) =>
    runJob(req, 'coverLetter.generate', { request: body }, { aiUse: true }),
  );

  const applications = new ApplicationStore(deps.db, deps.keyring);
  /**
   * A typed letter renders as sent. A kept one is read from the store and signed with the name on the
   * version its application sent, so a client cannot put another name (or text) on a kept letter.
   */
  const letterToRender = async (ownerId: string, body: CoverLetterDownloadRequest) => {
    if (!('coverLetterId' in body)) return body;
    const kept = await applications.letter(ownerId, body.coverLetterId);
    if (!kept) throw notFound(endpoints.downloadCoverLetterPdf.notFound);
    const application = await applications.find(ownerId, kept.applicationId);
    const version =
      application && (await deps.store.versionPosting(ownerId, application.resumeId, application.version));
    return {
      coverLetter: kept.letter,
      name: version?.resume.name.trim() || 'Applicant',
      pageSize: body.pageSize,
    };
  };

  const download =
    (format: DownloadFormat) =>
    async ({
      body,
      user,
      req,
    }: {
      body: CoverLetterDownloadRequest;
      user: { id: string };
      req: Parameters<RunJob>[0];
    }) => {
      const { coverLetter, name, pageSize } = await letterToRender(user.id, body);
      const file = await runJob(req, 'coverLetter.render', { format, coverLetter, name, pageSize });
      return {
        file,
        filename: coverLetterFileName(name, format),
      };
    };
  mount(endpoints.downloadCoverLetterPdf, download('pdf'));
  mount(endpoints.downloadCoverLetterDocx, download('docx'));
}
