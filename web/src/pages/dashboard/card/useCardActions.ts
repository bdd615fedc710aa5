import {
  type AtsReport,
  cleanStoredResume,
  type DownloadFormat,
  MIN_JOB_DESCRIPTION_CHARS,
  renderResumeHtml,
  resumeDataOf,
  type StoredResume,
  type TemplateName,
} from '@rb/contracts';
import { useState } from 'react';
import { api } from '../../../api/endpoints';
import { useAction } from '../../../hooks/useAction';
import { fileBlob } from '../../../jobs/recovery';
import { useJob } from '../../../jobs/useJob';
import { cachedResumes, logActivity, removeCachedResume, resumeName } from '../../../lib/localResumes';
import { fileSafe, saveFile } from '../../../lib/saveFile';
import { getToken } from '../../../session/session';

export type CardAction = 'score' | 'enhance' | 'pdf' | 'docx' | 'delete';

const NOT_LOGGED_IN = "You're not logged in.";

/** A card's four actions (SPEC §4, §8), each one call through the shared action runner. */
export function useCardActions(resume: StoredResume, onChanged: () => void) {
  const name = resumeName(resume);
  const job = useJob();
  const action = useAction<CardAction>();
  const [report, setReport] = useState<AtsReport | null>(null);

  const score = (jobDescription: string) => {
    if (jobDescription.trim().length < MIN_JOB_DESCRIPTION_CHARS) {
      window.alert('⚠️ Please enter a valid job description with at least 20 characters.');
      return;
    }
    const cached = cachedResumes().find((r) => r.id === resume.id);
    if (!cached) {
      window.alert('⚠️ Could not find resume data for scoring.');
      return;
    }
    const html = renderResumeHtml(resumeDataOf(cached));
    void action.run(
      'score',
      async () =>
        setReport(await job.run(api.scoreResume(html, jobDescription.trim()), (r) => r as AtsReport)),
      {
        preferServer: true,
        failed: 'Failed to score resume.',
        unexpected: 'Something went wrong while scoring.',
      },
    );
  };

  const enhance = () =>
    void action.run(
      'enhance',
      async () => {
        await job.run(
          api.enhanceResume(cleanStoredResume(resumeDataOf(resume)), resume.id),
          (r) => r as { resume: string },
        );
        logActivity('Enhanced', name);
        onChanged();
      },
      { failed: 'Failed to enhance resume.', unexpected: 'Something went wrong while enhancing.' },
    );

  const download = (format: DownloadFormat, template: TemplateName) => {
    if (!getToken()) return action.setError(NOT_LOGGED_IN);
    void action.run(
      format,
      async () => {
        const blob = await job.run(api.downloadResume(resume.id, format, template), fileBlob);
        saveFile(blob, `${fileSafe(name)}-resume.${format}`);
      },
      { failed: 'Failed to download resume.', unexpected: 'Something went wrong while downloading.' },
    );
  };

  const remove = () => {
    if (!getToken()) return action.setError(NOT_LOGGED_IN);
    if (!window.confirm(`Delete "${name}"? This cannot be undone.`)) return;
    void action.run(
      'delete',
      async () => {
        await api.deleteResume(resume.id);
        removeCachedResume(resume.id);
        onChanged();
      },
      { failed: 'Failed to delete resume.', unexpected: 'Something went wrong while deleting.' },
    );
  };

  return { ...action, progress: job.progress, report, score, enhance, download, remove };
}
