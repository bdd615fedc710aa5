import { z } from 'zod';
import {
  ATS_MAX_JOB_DESCRIPTION_CHARS,
  ATS_MAX_RESUME_HTML_CHARS,
  DOWNLOAD_FORMATS,
  LANGUAGE_TAG,
  MIN_JOB_DESCRIPTION_CHARS,
  PAGE_SIZES,
  TEMPLATE_NAMES,
} from '../constants';
import { atsReportSchema } from '../domain/ats';
import { coverLetterRequestSchema } from '../domain/coverLetter';
import { lineChangesSchema } from '../domain/lineChanges';
import { resumeDataSchema, storedResumeSchema } from '../domain/resume';
import { versionSummarySchema } from '../domain/resumeVersion';
import { findingsSchema } from '../domain/review';
import { label, text } from '../domain/text';
import { jobFailureCodeSchema } from '../jobFailures';
import { jobStates } from '../jobWire';

/** Which AI engine answered: the built-in offline one or a configured OpenAI-compatible provider. */
export const engineSchema = z.enum(['offline', 'openai']);
export type Engine = z.infer<typeof engineSchema>;

/** endpoints.listResumes */
export const resumeListResponseSchema = z.object({
  resumes: z.array(storedResumeSchema),
  /** Our addition: how many stored resumes could not be decrypted and were left out of `resumes`. */
  unreadable: z.number().int().min(0).default(0),
});

/** endpoints.generateResume */
export const generateResumeRequestSchema = z.strictObject({
  type: z.literal('resume'),
  jobDescription: text().max(20000).default(''),
  resumeData: resumeDataSchema,
  /** What made the first version: the form, or a reviewed import of a PDF or DOCX. */
  source: z.enum(['form', 'import']).default('form'),
});
export const generateResumeResponseSchema = z.object({
  success: z.literal(true),
  resume: storedResumeSchema,
});

/** endpoints.deleteResume */
export const deleteResumeResponseSchema = z.object({ success: z.literal(true) });

/** endpoints.downloadResume's query */
export const downloadQuerySchema = z.strictObject({
  format: z.enum(DOWNLOAD_FORMATS),
  template: z.enum(TEMPLATE_NAMES).default('classic'),
  /** Our additions: the page size (PDF and DOCX) and the document's language (`<html lang>`). */
  pageSize: z.enum(PAGE_SIZES).default('a4'),
  lang: z.string().regex(LANGUAGE_TAG).default('en'),
});

/** endpoints.downloadEditorPdf and downloadEditorDocx: the editor's text. */
export const editorDownloadRequestSchema = z.strictObject({
  resume: text().min(1).max(100_000),
  name: label().trim().max(200).default('resume'),
  pageSize: z.enum(PAGE_SIZES).default('a4'),
});
export type EditorDownloadRequest = z.infer<typeof editorDownloadRequestSchema>;

/** endpoints.parsePdf (a multipart upload) */
export const parsePdfResponseSchema = z.object({
  text: z.string(),
  /** The structure parser's guess, ready to prefill the form; null when the text is not a resume. */
  structured: resumeDataSchema.nullable(),
});

/** The most HTML of a DOCX (images left out) the parser reads: a resume's is a few tens of kilobytes. */
export const DOCX_HTML_MAX_CHARS = 300_000;

/**
 * endpoints.parseResumeText: a document's text, at most what an upload's text may be; or a DOCX as
 * mammoth's HTML, which the server reads as a document (headings, lists, tables, each entry's form).
 */
export const parseResumeTextRequestSchema = z.union([
  z.strictObject({ text: text().trim().min(1).max(50_000) }),
  z.strictObject({ html: text().trim().min(1).max(DOCX_HTML_MAX_CHARS) }),
]);
export const parseResumeTextResponseSchema = z.object({
  structured: resumeDataSchema.nullable(),
  /** The text the HTML was read into (for the review), when HTML was sent. */
  text: z.string().optional(),
});

/** endpoints.enhanceResume: a resume object (card, editor) or a flattened text (dashboard button). */
export const enhanceResumeRequestSchema = z.union([
  z.strictObject({ resumeData: resumeDataSchema, resumeId: z.string().uuid().optional() }),
  z.strictObject({ resumeText: text().trim().min(1).max(50_000) }),
]);
export const enhanceResumeResponseSchema = z.object({
  resume: z.union([resumeDataSchema, z.string()]),
  engine: engineSchema,
  /** The review of the text returned (SPEC is silent): what is still worth fixing, each finding with its place. */
  findings: findingsSchema.optional(),
  /** Our addition: a resume object's changed lines, each with its reason, to keep or reject one by one. */
  changes: lineChangesSchema.optional(),
  /** Our addition: the version a stored resume's enhancement made (undo restores the one before it). */
  version: versionSummarySchema.optional(),
});
export type EnhanceResumeResponse = z.infer<typeof enhanceResumeResponseSchema>;

/** endpoints.expandEditor */
export const expandEditorRequestSchema = z.strictObject({ rawText: text().trim().min(1).max(50_000) });
export const expandEditorResponseSchema = z.object({
  enhancedText: z.string(),
  engine: engineSchema,
  /** The review of the text returned (SPEC is silent): what is still worth fixing, each finding with its place. */
  findings: findingsSchema.optional(),
  /**
   * Our addition: the lines Enhance changed, each with its reason, placed in `parseResumeMarkdown(enhancedText)`
   * for the editor to keep or reject one by one (`applyLineChoices`).
   */
  changes: lineChangesSchema.optional(),
});

/** endpoints.scoreResume */
export const scoreResumeRequestSchema = z.strictObject({
  htmlResume: z.string().min(1).max(ATS_MAX_RESUME_HTML_CHARS),
  jobDescription: text().trim().min(MIN_JOB_DESCRIPTION_CHARS).max(ATS_MAX_JOB_DESCRIPTION_CHARS),
});
export const scoreResumeResponseSchema = atsReportSchema;

/** endpoints.generateCoverLetter */
export const coverLetterGenerateRequestSchema = coverLetterRequestSchema;
export const coverLetterGenerateResponseSchema = z.object({ coverLetter: z.string(), engine: engineSchema });

/**
 * endpoints.downloadCoverLetterPdf and downloadCoverLetterDocx: a letter as typed on the cover letter page,
 * or one kept with an application, named by id so the server reads it and the applicant's name from the
 * version the application points to instead of trusting the client with either.
 */
export const coverLetterDownloadRequestSchema = z.union([
  z.strictObject({
    coverLetter: text().trim().min(1).max(20_000),
    name: label().trim().max(200).default('Applicant'),
    pageSize: z.enum(PAGE_SIZES).default('a4'),
  }),
  z.strictObject({ coverLetterId: z.uuid(), pageSize: z.enum(PAGE_SIZES).default('a4') }),
]);
export type CoverLetterDownloadRequest = z.infer<typeof coverLetterDownloadRequestSchema>;

/** endpoints.jobStatus (owner only) */
export const jobStatusResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(jobStates),
  progress: z.object({ stage: z.string(), percent: z.number() }).nullable(),
  result: z.unknown().nullable(),
  /** For a failed job: a public message and its stable code (contracts' jobFailures), never the internal reason. */
  error: z.string().nullable(),
  errorCode: jobFailureCodeSchema.nullable(),
});
