import {
  type AtsReport,
  cleanStoredResume,
  type DownloadFormat,
  dateRange,
  MAX_CERTIFICATIONS_SHOWN,
  MIN_JOB_DESCRIPTION_CHARS,
  renderResumeHtml,
  resumeDataOf,
  type StoredResume,
  type TemplateName,
} from '@rb/contracts';
import { useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { fileBlob } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { cachedResumes, logActivity, removeCachedResume, resumeName } from '../../lib/localResumes';
import { safeHref } from '../../lib/safeUrl';
import { fileSafe, saveFile } from '../../lib/saveFile';
import { getToken } from '../../session/session';
import { AtsPanel } from './AtsPanel';
import { DownloadModal } from './DownloadModal';

interface ResumeCardProps {
  resume: StoredResume;
  highlighted: boolean;
  /** The list changed on the server (enhanced, deleted): reload it. */
  onChanged: () => void;
}

type Busy = null | 'score' | 'enhance' | 'pdf' | 'docx' | 'delete';
const busyMessages: Record<Exclude<Busy, null>, string> = {
  score: 'Getting your score...',
  enhance: 'Enhancing your resume...',
  pdf: 'Downloading PDF...',
  docx: 'Downloading DOCX...',
  delete: 'Deleting...',
};

const shownExperience = (r: StoredResume) => r.experience.filter((e) => e.company && e.role && e.start_date);

export function ResumeCard({ resume, highlighted, onChanged }: ResumeCardProps) {
  const name = resumeName(resume);
  const jdId = useId();
  const job = useJob();
  const [jobDescription, setJobDescription] = useState('');
  const [report, setReport] = useState<AtsReport | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  const [choosingFormat, setChoosingFormat] = useState(false);

  const score = async () => {
    if (jobDescription.trim().length < MIN_JOB_DESCRIPTION_CHARS) {
      window.alert('⚠️ Please enter a valid job description with at least 20 characters.');
      return;
    }
    const cached = cachedResumes().find((r) => r.id === resume.id);
    if (!cached) {
      window.alert('⚠️ Could not find resume data for scoring.');
      return;
    }
    setBusy('score');
    setError('');
    try {
      const html = renderResumeHtml(resumeDataOf(cached));
      const call = api.scoreResume(html, jobDescription.trim());
      setReport(await job.run(call, (r) => r as AtsReport));
    } catch (err) {
      setError(
        messageFor(err, {
          preferServer: true,
          failed: 'Failed to score resume.',
          unexpected: 'Something went wrong while scoring.',
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const enhance = async () => {
    setBusy('enhance');
    setError('');
    try {
      await job.run(
        api.enhanceResume(cleanStoredResume(resumeDataOf(resume)), resume.id),
        (r) => r as { resume: string },
      );
      logActivity('Enhanced', name);
      onChanged();
    } catch (err) {
      setError(
        messageFor(err, {
          failed: 'Failed to enhance resume.',
          unexpected: 'Something went wrong while enhancing.',
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const download = async (format: DownloadFormat, template: TemplateName) => {
    setChoosingFormat(false);
    if (!getToken()) {
      setError("You're not logged in.");
      return;
    }
    setBusy(format);
    setError('');
    try {
      const blob = await job.run(api.downloadResume(resume.id, format, template), fileBlob);
      saveFile(blob, `${fileSafe(name)}-resume.${format}`);
    } catch (err) {
      setError(
        messageFor(err, {
          failed: 'Failed to download resume.',
          unexpected: 'Something went wrong while downloading.',
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!getToken()) {
      setError("You're not logged in.");
      return;
    }
    if (!window.confirm(`Delete "${name}"? This cannot be undone.`)) return;
    setBusy('delete');
    setError('');
    try {
      await api.deleteResume(resume.id);
      removeCachedResume(resume.id);
      onChanged();
    } catch (err) {
      setError(
        messageFor(err, {
          failed: 'Failed to delete resume.',
          unexpected: 'Something went wrong while deleting.',
        }),
      );
      setBusy(null);
    }
  };

  const linkedin = safeHref(resume.linkedin);
  const portfolio = safeHref(resume.portfolio);
  return (
    <article
      id={`resume-${resume.id}`}
      className={`card resume-card${highlighted ? ' highlight' : ''}`}
      aria-label={`Resume ${name}`}
      data-testid="resume-card"
    >
      <div className="card-head">
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h3>{name}</h3>
          {resume.email && <div>{resume.email}</div>}
          {resume.phone && <div>{resume.phone}</div>}
        </div>
      </div>
      <div className="actions">
        {portfolio && (
          <a href={portfolio} target="_blank" rel="noopener noreferrer">
            Portfolio
          </a>
        )}
        {linkedin && (
          <a href={linkedin} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </a>
        )}
      </div>
      {resume.summary && (
        <section>
          <h4>Summary</h4>
          <p>{resume.summary}</p>
        </section>
      )}
      {shownExperience(resume).length > 0 && (
        <section>
          <h4>Experience</h4>
          {shownExperience(resume).map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
            <div key={i}>
              <strong>
                {e.company} — {e.role}
              </strong>
              <div className="muted">{dateRange(e.start_date, e.end_date)}</div>
              <ul>
                {e.responsibilities.map((item, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: plain text items, fixed order
                  <li key={j}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {resume.education.length > 0 && (
        <section>
          <h4>Education</h4>
          <ul>
            {resume.education.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
              <li key={i}>{[e.degree, e.institution, e.graduation_year].filter(Boolean).join(', ')}</li>
            ))}
          </ul>
        </section>
      )}
      {resume.skills.length > 0 && (
        <section>
          <h4>Skills</h4>
          <ul className="chips">
            {resume.skills.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      )}
      {resume.certifications.length > 0 && (
        <section>
          <h4>Certifications</h4>
          <ul>
            {resume.certifications.slice(0, MAX_CERTIFICATIONS_SHOWN).map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder
              <li key={i}>{[c.name, c.year].filter(Boolean).join(' — ')}</li>
            ))}
          </ul>
        </section>
      )}
      <label htmlFor={jdId}>Job description</label>
      <textarea
        id={jdId}
        value={jobDescription}
        placeholder="Paste the job description to score this resume against it"
        onChange={(e) => setJobDescription(e.target.value)}
      />
      <div className="actions">
        <button type="button" onClick={score} disabled={busy !== null}>
          {busy === 'score' ? 'Scoring...' : 'Score Resume'}
        </button>
        <button type="button" onClick={enhance} disabled={busy !== null}>
          Enhance
        </button>
        <button type="button" onClick={() => setChoosingFormat(true)} disabled={busy !== null}>
          Download
        </button>
        <button type="button" className="danger" onClick={remove} disabled={busy !== null}>
          Delete
        </button>
      </div>
      <ErrorAlert message={error} />
      {report && <AtsPanel report={report} />}
      {choosingFormat && (
        <DownloadModal name={name} onPick={download} onCancel={() => setChoosingFormat(false)} />
      )}
      {busy && <Overlay message={busyMessages[busy]} progress={busy === 'delete' ? null : job.progress} />}
    </article>
  );
}
