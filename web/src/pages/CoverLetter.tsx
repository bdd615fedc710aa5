import { type CoverLetterRequest, coverLetterLengths, type DownloadFormat } from '@rb/contracts';
import { type FormEvent, useState } from 'react';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { DownloadableText } from '../components/DownloadableText';
import { ErrorAlert } from '../components/ErrorAlert';
import { Overlay } from '../components/Overlay';
import { PrivateHeader } from '../components/PrivateHeader';
import { TextField } from '../components/TextField';
import { fileResponse } from '../jobs/recovery';
import { useJob } from '../jobs/useJob';
import { fileSafe, saveFile } from '../lib/saveFile';

type Length = (typeof coverLetterLengths)[number];
const lengthLabels: Record<Length, string> = {
  Concise: 'Short (Concise)',
  Standard: 'Standard Length',
  Detailed: 'Long (Detailed)',
};

const inputs = [
  { key: 'jobTitle', label: 'Job Title', type: 'text', required: true },
  { key: 'companyName', label: 'Company Name', type: 'text', required: true },
  { key: 'name', label: 'Your Name', type: 'text', required: true },
  { key: 'email', label: 'Your Email', type: 'email', required: false },
  { key: 'phone', label: 'Phone Number', type: 'tel', required: false },
] as const;

const empty = { jobTitle: '', companyName: '', name: '', email: '', phone: '', resume: '', focusAreas: '' };

function buildRequest(v: typeof empty, length: Length): CoverLetterRequest {
  return {
    userInput: {
      jobTitle: v.jobTitle.trim(),
      companyName: v.companyName.trim(),
      hiringManagerName: 'N/A',
      companyAddress: 'N/A',
      jobDescription: 'N/A',
    },
    applicantDetails: {
      name: v.name.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      yourAddress: 'N/A',
      linkedin: 'N/A',
      portfolio: 'N/A',
    },
    resumeSummary: { summary: v.resume, experience: '', education: '', skills: '', certifications: '' },
    customizationPreferences: {
      tone: 'Professional',
      length,
      focusAreas: v.focusAreas
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    },
  };
}

/** A reply that arrived but is not a usable file; its message is the SPEC's text. */
class BadFileError extends Error {}

/** SPEC §8 download messages: a non-OK reply, a wrong type, an empty file, a network failure. */
async function checkedFile(res: Response, format: DownloadFormat): Promise<Blob> {
  const blob = await res.blob();
  if (format === 'pdf' && !blob.type.includes('pdf'))
    throw new BadFileError('Unexpected server response. Expected PDF content.');
  if (blob.size === 0) {
    throw new BadFileError(
      format === 'pdf' ? 'Downloaded file was empty. Please try again.' : 'Downloaded .docx file was empty.',
    );
  }
  return blob;
}

function downloadError(format: DownloadFormat, err: unknown): string {
  if (err instanceof ApiError) {
    if (format === 'docx') return 'Failed to download .docx file.';
    return err.status >= 500
      ? 'Server error occurred while downloading the PDF.'
      : 'Failed to generate PDF. Please try again.';
  }
  if (err instanceof BadFileError) return err.message;
  return 'Network error. Please check your connection and try again.';
}

export default function CoverLetter() {
  const job = useJob();
  const [values, setValues] = useState(empty);
  const [length, setLength] = useState<Length>('Concise');
  const [letter, setLetter] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState<null | 'generate' | 'download'>(null);

  const generate = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy('generate');
    try {
      const result = await job.run(
        api.generateCoverLetter(buildRequest(values, length)),
        (r) => r as { coverLetter: string },
      );
      setLetter(result.coverLetter);
    } catch (err) {
      if (err instanceof ApiError) setError(err.serverMessage ?? 'Something went wrong.');
      else setError('Network error or server unavailable.');
    } finally {
      setBusy(null);
    }
  };

  const download = async (format: DownloadFormat) => {
    setError('');
    setBusy('download');
    const name = values.name.trim() || 'Applicant';
    try {
      const res = await job.run(api.downloadCoverLetter(format, letter, name), fileResponse);
      saveFile(
        await checkedFile(res, format),
        `Cover_Letter_${fileSafe(name).replace(/\s+/g, '_')}.${format}`,
      );
    } catch (err) {
      setError(downloadError(format, err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="page">
      <PrivateHeader title="Generate Cover Letter" />
      <div className="two-col">
        <form className="form" onSubmit={generate}>
          {inputs.map((f) => (
            <TextField
              key={f.key}
              label={f.label}
              type={f.type}
              required={f.required}
              value={values[f.key]}
              onChange={(value) => setValues((v) => ({ ...v, [f.key]: value }))}
            />
          ))}
          <label>
            Paste Your Resume
            <textarea
              value={values.resume}
              onChange={(e) => setValues((v) => ({ ...v, resume: e.target.value }))}
            />
          </label>
          <TextField
            label="Focus Areas (comma separated)"
            value={values.focusAreas}
            onChange={(focusAreas) => setValues((v) => ({ ...v, focusAreas }))}
          />
          <label>
            Length Preference
            <select value={length} onChange={(e) => setLength(e.target.value as Length)}>
              {coverLetterLengths.map((l) => (
                <option key={l} value={l}>
                  {lengthLabels[l]}
                </option>
              ))}
            </select>
          </label>
          <p className="muted">Tone: Professional</p>
          <button type="submit">Generate Cover Letter</button>
          <ErrorAlert message={error} />
        </form>
        {letter && (
          <DownloadableText
            heading="Your cover letter"
            text={letter}
            testId="cover-letter"
            docxLabel="Download .docx"
            disabled={busy !== null}
            onDownload={download}
          />
        )}
      </div>
      {busy === 'generate' && <Overlay message="Generating Cover Letter..." progress={job.progress} />}
      {busy === 'download' && <Overlay message="Downloading file..." progress={job.progress} />}
    </section>
  );
}
