import {
  ACCEPTANCE_DOCUMENTS,
  type ApplicationStatus,
  type AuditLogQuery,
  type ChangePasswordRequest,
  type CoverLetterRequest,
  type DeleteAccountRequest,
  type DownloadFormat,
  type Engine,
  type EnhanceResumeResponse,
  type ExportFormat,
  endpoints as e,
  type Finding,
  type ForgotPasswordRequest,
  LEGAL_VERSION,
  type LineChange,
  type LoginRequest,
  type PasskeyAnswer,
  type QueueName,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ResumeData,
  type TemplateName,
  type TotpDisableRequest,
  type TotpEnableRequest,
  type TotpSetupRequest,
  type VerifyEmailRequest,
} from '@rb/contracts';
import { documentLanguage, preferredPageSize } from '../lib/pageSize';
import { call, callJson } from './http';

/** The job-backed calls take the client's job id so their overlay can follow the job on the socket. */
type JobCall<T> = (jobId: string) => Promise<T>;

/** The screens' calls, each one an endpoint object of contracts with the screen's arguments. */
export const api = {
  register: (body: RegisterRequest) => callJson(e.register, { body }),
  login: (body: LoginRequest) => callJson(e.login, { body }),
  refresh: () => callJson(e.refresh),
  /** Sent as the page unloads (keepalive), with the token read before the session is cleared. */
  logout: () => call(e.logout, { keepalive: true }),
  changePassword: (body: ChangePasswordRequest) => callJson(e.changePassword, { body }),
  deleteAccount: (body: DeleteAccountRequest) => callJson(e.deleteAccount, { body }),
  listSessions: () => callJson(e.listSessions),
  revokeSession: (id: string) => callJson(e.revokeSession, { params: { id } }),
  forgotPassword: (body: ForgotPasswordRequest) => callJson(e.forgotPassword, { body }),
  resetPassword: (body: ResetPasswordRequest) => callJson(e.resetPassword, { body }),
  verifyEmail: (body: VerifyEmailRequest) => callJson(e.verifyEmail, { body }),
  resendVerification: () => callJson(e.resendVerification),
  accountStatus: () => callJson(e.accountStatus),
  totpSetup: (body: TotpSetupRequest) => callJson(e.totpSetup, { body }),
  totpEnable: (body: TotpEnableRequest) => callJson(e.totpEnable, { body }),
  totpDisable: (body: TotpDisableRequest) => callJson(e.totpDisable, { body }),
  passkeyRegisterOptions: (password: string) => callJson(e.passkeyRegisterOptions, { body: { password } }),
  passkeyRegister: (body: PasskeyAnswer) => callJson(e.passkeyRegister, { body }),
  listPasskeys: () => callJson(e.listPasskeys),
  removePasskey: (id: string) => callJson(e.removePasskey, { params: { id } }),
  passkeyLoginOptions: () => callJson(e.passkeyLoginOptions),
  passkeyLogin: (body: PasskeyAnswer) => callJson(e.passkeyLogin, { body }),

  /** SPEC §4: after registration the four agreements are recorded in parallel. */
  agreeToAll: () =>
    Promise.allSettled(
      ACCEPTANCE_DOCUMENTS.map((doc) =>
        call(e.legalAgree, { body: { documentType: doc.key, version: LEGAL_VERSION } }),
      ),
    ),
  /** One page, newest first; `before` is the previous page's `nextBefore`. */
  /** `format`: this page belongs to an export (the server audits the export). */
  legalLogs: (limit: number, before?: string | null, format?: ExportFormat) =>
    callJson(e.legalLogs, {
      query: { limit, ...(before ? { before } : {}), ...(format ? { export: format } : {}) },
    }),
  /** The audit log, newest first, filtered; `before` is the previous page's `nextBefore`. */
  auditLog: (query: AuditLogQuery) => callJson(e.auditLog, { query }),
  /** The operations console: queues, and actions on one failed job. */
  operationsQueues: () => callJson(e.operationsQueues),
  retryJob: (queue: QueueName, id: string) => callJson(e.retryJob, { params: { queue, id } }),
  removeJob: (queue: QueueName, id: string) => callJson(e.removeJob, { params: { queue, id } }),

  listResumes: () => callJson(e.listResumes),
  generateResume: (resumeData: ResumeData, jobDescription: string, source: 'form' | 'import' = 'form') =>
    callJson(e.generateResume, { body: { type: 'resume', jobDescription, resumeData, source } }),
  deleteResume: (id: string) => callJson(e.deleteResume, { params: { id } }),

  listVersions: (id: string) => callJson(e.listVersions, { params: { id } }),
  getVersion: (id: string, number: number) => callJson(e.getVersion, { params: { id, number } }),
  saveVersion: (id: string, resumeData: ResumeData, source: 'form' | 'enhance' = 'form') =>
    callJson(e.saveVersion, { params: { id }, body: { resumeData, source } }),
  /** The current version's review: quick (a pass over its lines), so no overlay follows its job. */
  reviewResume: (id: string, signal?: AbortSignal) => callJson(e.reviewResume, { params: { id }, signal }),
  restoreVersion: (id: string, number: number) => callJson(e.restoreVersion, { params: { id, number } }),
  diffVersions: (id: string, from: number, to: number) =>
    callJson(e.diffVersions, { params: { id }, query: { from, to } }),
  tailorResume: (id: string, jobDescription: string) => (jobId: string) =>
    callJson(e.tailorResume, { params: { id }, body: { jobDescription }, jobId }),
  listApplications: () => callJson(e.listApplications),
  recordApplication: (resumeId: string, version: number, company: string, role: string) =>
    callJson(e.recordApplication, { body: { resumeId, version, company, role } }),
  setApplicationStatus: (id: string, status: ApplicationStatus) =>
    callJson(e.setApplicationStatus, { params: { id }, body: { status } }),
  writeApplicationCoverLetter: (id: string) => (jobId: string) =>
    callJson(e.writeApplicationCoverLetter, { params: { id }, body: {}, jobId }),
  getCoverLetter: (id: string) => callJson(e.getCoverLetter, { params: { id } }),
  exportJsonResume: (id: string, number: number) => callJson(e.exportJsonResume, { params: { id, number } }),
  importJsonResume: (document: Record<string, unknown>) =>
    callJson(e.importJsonResume, { body: { document } }),

  downloadResume:
    (id: string, format: DownloadFormat, template: TemplateName = 'classic'): JobCall<Blob> =>
    async (jobId) =>
      (
        await call(e.downloadResume, {
          params: { id },
          query: { format, template, pageSize: preferredPageSize(), lang: documentLanguage() },
          jobId,
        })
      ).blob(),
  enhanceResume:
    (resumeData: ResumeData, resumeId?: string): JobCall<EnhanceResumeResponse> =>
    (jobId) =>
      callJson(e.enhanceResume, { body: resumeId ? { resumeData, resumeId } : { resumeData }, jobId }),
  enhanceResumeText:
    (resumeText: string): JobCall<{ resume: ResumeData | string }> =>
    (jobId) =>
      callJson(e.enhanceResume, { body: { resumeText }, jobId }),
  expandEditor:
    (
      rawText: string,
    ): JobCall<{ enhancedText: string; findings?: Finding[]; engine: Engine; changes?: LineChange[] }> =>
    (jobId) =>
      callJson(e.expandEditor, { body: { rawText }, jobId }),
  parsePdf:
    (file: File): JobCall<{ text: string; structured: ResumeData | null }> =>
    (jobId) => {
      const form = new FormData();
      form.append(e.parsePdf.upload.field, file);
      return callJson(e.parsePdf, { form, jobId });
    },
  /** A text, or a DOCX as mammoth's HTML (read as a document on the server, which returns its text). */
  parseResumeText:
    (body: { text: string } | { html: string }): JobCall<{ structured: ResumeData | null; text?: string }> =>
    (jobId) =>
      callJson(e.parseResumeText, { body, jobId }),
  downloadEditorText:
    (format: DownloadFormat, resume: string, name: string): JobCall<Response> =>
    (jobId) =>
      call(format === 'pdf' ? e.downloadEditorPdf : e.downloadEditorDocx, {
        body: { resume, name, pageSize: preferredPageSize() },
        jobId,
      }),
  scoreResume: (htmlResume: string, jobDescription: string) => (jobId: string) =>
    callJson(e.scoreResume, { body: { htmlResume, jobDescription }, jobId }),
  generateCoverLetter: (request: CoverLetterRequest) => (jobId: string) =>
    callJson(e.generateCoverLetter, { body: request, jobId }),
  /** A letter as typed ({coverLetter, name}), or a kept one by id ({coverLetterId}) named by the server. */
  downloadCoverLetter:
    (
      format: DownloadFormat,
      letter: { coverLetter: string; name: string } | { coverLetterId: string },
    ): JobCall<Response> =>
    (jobId) =>
      call(format === 'pdf' ? e.downloadCoverLetterPdf : e.downloadCoverLetterDocx, {
        body: { ...letter, pageSize: preferredPageSize() },
        jobId,
      }),

  jobStatus: (jobId: string) => callJson(e.jobStatus, { params: { id: jobId } }),

  /** "Download my data": builds the archive as a job, then downloads it by the job's id (for a day). */
  exportAccount: (jobId: string) => callJson(e.exportAccount, { jobId }),
  downloadAccountExport: (jobId: string) => call(e.downloadAccountExport, { params: { id: jobId } }),
};
