import { type DownloadFormat, endpoints } from '@rb/contracts';
import type { EndpointRouter } from '@rb/kit';
import type { RunJob } from '../context';
import { safeFileStem } from '../files';

/** ATS scoring: the resume HTML is hostile; the score worker only reads its text, nothing renders it. */
export function atsRoutes(mount: EndpointRouter['mount'], runJob: RunJob): void {
  mount(endpoints.scoreResume, ({ body, req }) => runJob(req, 'resume.score', body));
}

/** Cover letters: generation is an AI use; downloads render the (edited) letter. */
export function coverLetterRoutes(mount: EndpointRouter['mount'], runJob: RunJob): void {
  mount(endpoints.generateCoverLetter, ({ body, req }) =>
    runJob(req, 'coverLetter.generate', { request: body }, { aiUse: true }),
  );

  const download =
    (format: DownloadFormat) =>
    async ({ body, req }: { body: { coverLetter: string; name: string }; req: Parameters<RunJob>[0] }) => {
      const { coverLetter, name } = body;
      const file = await runJob(req, 'coverLetter.render', { format, coverLetter, name });
      return {
        file,
        filename: `Cover_Letter_${safeFileStem(name, 'Applicant').replace(/ /g, '_')}.${format}`,
      };
    };
  mount(endpoints.downloadCoverLetterPdf, download('pdf'));
  mount(endpoints.downloadCoverLetterDocx, download('docx'));
}
