import {
  ACCEPTANCE_DOCUMENTS,
  type ChangePasswordRequest,
  type CoverLetterRequest,
  changePasswordResponseSchema,
  coverLetterGenerateResponseSchema,
  type DownloadFormat,
  deleteResumeResponseSchema,
  enhanceResumeResponseSchema,
  expandEditorResponseSchema,
  generateResumeResponseSchema,
  jobStatusResponseSchema,
  LEGAL_VERSION,
  type LoginRequest,
  legalLogsResponseSchema,
  loginResponseSchema,
  parsePdfResponseSchema,
  type RegisterRequest,
  type ResumeData,
  refreshResponseSchema,
  registerResponseSchema,
  resumeListResponseSchema,
  type Suggestion,
  scoreResumeResponseSchema,
  type TemplateName,
} from '@rb/contracts';
import { send, sendJson } from './http';

/** The job-backed calls take the client's job id so their overlay can follow the job on the socket. */
type JobCall<T> = (jobId: string) => Promise<T>;

export const api = {
  register: (body: RegisterRequest) => sendJson('/api/auth/register', registerResponseSchema, { json: body }),
  login: (body: LoginRequest) => sendJson('/api/auth/login', loginResponseSchema, { json: body }),
  refresh: () => sendJson('/api/auth/refresh', refreshResponseSchema, { method: 'POST' }),
  changePassword: (body: ChangePasswordRequest) =>
    sendJson('/api/auth/change-password', changePasswordResponseSchema, { json: body }),

  /** SPEC §4: after registration the four agreements are recorded in parallel. */
  agreeToAll: () =>
    Promise.allSettled(
      ACCEPTANCE_DOCUMENTS.map((doc) =>
        send('/api/legal/agree', { json: { documentType: doc.key, version: LEGAL_VERSION } }),
      ),
    ),
  legalLogs: () => sendJson('/api/admin/legal-logs?limit=1000', legalLogsResponseSchema),

  listResumes: () => sendJson('/api/resume/list', resumeListResponseSchema),
  generateResume: (resumeData: ResumeData, jobDescription: string) =>
    sendJson('/api/resume/generate', generateResumeResponseSchema, {
      json: { type: 'resume', jobDescription, resumeData },
    }),
  deleteResume: (id: string) =>
    sendJson(`/api/resume/${encodeURIComponent(id)}`, deleteResumeResponseSchema, { method: 'DELETE' }),

  downloadResume:
    (id: string, format: DownloadFormat, template: TemplateName = 'classic'): JobCall<Blob> =>
    async (jobId) =>
      (
        await send(`/api/resume/${encodeURIComponent(id)}/download?format=${format}&template=${template}`, {
          jobId,
        })
      ).blob(),
  enhanceResume:
    (resumeData: ResumeData, resumeId?: string): JobCall<{ resume: ResumeData | string }> =>
    (jobId) =>
      sendJson('/api/openai/enhance-resume', enhanceResumeResponseSchema, {
        json: resumeId ? { resumeData, resumeId } : { resumeData },
        jobId,
      }),
  enhanceResumeText:
    (resumeText: string): JobCall<{ resume: ResumeData | string }> =>
    (jobId) =>
      sendJson('/api/openai/enhance-resume', enhanceResumeResponseSchema, { json: { resumeText }, jobId }),
  expandEditor:
    (rawText: string): JobCall<{ enhancedText: string; suggestions?: Suggestion[] }> =>
    (jobId) =>
      sendJson('/api/openai/expand-editor', expandEditorResponseSchema, { json: { rawText }, jobId }),
  parsePdf:
    (file: File): JobCall<{ text: string; structured: ResumeData | null }> =>
    (jobId) => {
      const form = new FormData();
      form.append('resume', file);
      return sendJson('/api/resume/parse-pdf', parsePdfResponseSchema, { form, jobId });
    },
  downloadEditorText:
    (format: DownloadFormat, resume: string, name: string): JobCall<Response> =>
    (jobId) =>
      send(format === 'pdf' ? '/api/resume/download' : '/api/resume/download-docx', {
        json: { resume, name },
        jobId,
      }),
  scoreResume: (htmlResume: string, jobDescription: string) => (jobId: string) =>
    sendJson('/api/ats/score-resume', scoreResumeResponseSchema, {
      json: { htmlResume, jobDescription },
      jobId,
    }),
  generateCoverLetter: (request: CoverLetterRequest) => (jobId: string) =>
    sendJson('/api/cover-letter/generate', coverLetterGenerateResponseSchema, { json: request, jobId }),
  downloadCoverLetter:
    (format: DownloadFormat, coverLetter: string, name: string): JobCall<Response> =>
    (jobId) =>
      send(format === 'pdf' ? '/api/cover-letter/download' : '/api/cover-letter/download-docx', {
        json: { coverLetter, name },
        jobId,
      }),

  jobStatus: (jobId: string) => sendJson(`/api/jobs/${encodeURIComponent(jobId)}`, jobStatusResponseSchema),
};
