import {
  type FileResult,
  type PageSize,
  renderCoverLetterHtml,
  renderResumeHtml,
  renderTextHtml,
} from '@rb/contracts';
import type { Processors } from '../processor';
import { accountArchiveZip } from '../render/accountArchive';
import { textDocx } from '../render/docx/letter';
import { resumeDocx } from '../render/docx/resume';
import { editorTextAsResume } from '../render/editorText';
import { withPdfAuthor } from '../render/pdfAuthor';
import type { PdfRenderer } from '../render/pdfRenderer';
import { withinTimeBudget } from '../timeBudget';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const file = (bytes: Buffer, contentType: string): FileResult => ({
  base64: bytes.toString('base64'),
  contentType,
});

/** The render queue: resumes, editor text and cover letters, each as PDF (pooled Chromium) or DOCX. */
export function renderProcessors(renderer: PdfRenderer): Processors {
  /** `author` is whose document it is (the resume's or letter's name): the PDF's Author field. */
  const pdf = async (html: string, author: string, pageSize?: PageSize) =>
    file(await withPdfAuthor(await renderer.renderPdf(html, pageSize), author), PDF);
  const docx = async (bytes: Promise<Buffer>) => file(await bytes, DOCX);
  return {
    'account.export': async ({ archive }, context) => {
      await context.progress('collecting', 5);
      const zip = await accountArchiveZip(
        archive,
        {
          pdf: async (resume) =>
            withPdfAuthor(await renderer.renderPdf(renderResumeHtml(resume)), resume.name),
          docx: resumeDocx,
        },
        context,
      );
      return file(zip, 'application/zip');
    },
    'resume.render': async ({ format, template, pageSize, lang, resume }, { progress }) => {
      await progress('rendering', 10);
      return format === 'pdf'
        ? pdf(renderResumeHtml(resume, template, lang), resume.name, pageSize)
        : docx(resumeDocx(resume, pageSize));
    },
    'editorText.render': async ({ format, text, title, pageSize }, { progress }) => {
      await progress('rendering', 10);
      // Enhanced editor text is usually a markdown resume; render it as one when it parses as one.
      const resume = withinTimeBudget(() => editorTextAsResume(text));
      if (resume)
        return format === 'pdf'
          ? pdf(renderResumeHtml(resume), resume.name, pageSize)
          : docx(resumeDocx(resume, pageSize));
      return format === 'pdf'
        ? pdf(renderTextHtml(text, title), '', pageSize)
        : docx(textDocx(text, title, pageSize));
    },
    'coverLetter.render': async ({ format, coverLetter, name, pageSize }, { progress }) => {
      await progress('rendering', 10);
      return format === 'pdf'
        ? pdf(renderCoverLetterHtml(coverLetter, name), name, pageSize)
        : docx(textDocx(coverLetter, name, pageSize));
    },
  };
}
