import {
  type AtsReport,
  applyLineChoices,
  type DownloadFormat,
  type EnhanceResumeResponse,
  MIN_JOB_DESCRIPTION_CHARS,
  type ResumeData,
  renderResumeHtml,
  resumeDataOf,
  resumeFileName,
  type StoredResume,
  type TailorResponse,
  type TemplateName,
  type VersionSummary,
} from '@rb/contracts';
import { useState } from 'react';
import { api } from '../../../api/endpoints';
import type { EnhanceProposal } from '../../../components/EnhanceChoices';
import { useAction } from '../../../hooks/useAction';
import { fileBlob } from '../../../jobs/recovery';
import { useJob } from '../../../jobs/useJob';
import { cachedResumes, logActivity, removeCachedResume, resumeName } from '../../../lib/localResumes';
import { saveFile } from '../../../lib/saveFile';
import { getToken } from '../../../session/session';
import type { EnhanceOutcome } from './EnhanceReport';

export type CardAction = 'score' | 'enhance' | 'tailor' | 'undo' | 'pdf' | 'docx' | 'delete';

const NOT_LOGGED_IN = "You're not logged in.";

/** A card's four actions (SPEC §4, §8), each one call through the shared action runner. */
export function useCardActions(resume: StoredResume, onChanged: () => Promise<void>) {
  const name = resumeName(resume);
  const job = useJob();
  const action = useAction<CardAction>();
  const [report, setReport] = useState<AtsReport | null>(null);
  /** The version an enhancement or tailoring just made, until the user keeps it or undoes it. */
  const [made, setMade] = useState<{ kind: 'enhance' | 'tailor'; version: VersionSummary } | null>(null);
  const [tailored, setTailored] = useState<TailorResponse | null>(null);
  const [enhanced, setEnhanced] = useState<EnhanceOutcome | null>(null);
  /** An enhancement waiting for the user's choice of lines, not saved yet. */
  const [proposal, setProposal] = useState<(EnhanceProposal & { resume: ResumeData }) | null>(null);
  /** What an undo did, said once it is done (the card's text changing back is easy to miss). */
  const [undone, setUndone] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);

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

  /**
   * Enhance asks the engine for the rewrite and shows its changes line by line (EnhanceChoices); nothing
   * is saved until the user saves their choice.
   */
  const enhance = () =>
    void action.run(
      'enhance',
      async () => {
        const reply = await job.run(
          // The engines apply SPEC §5 cleaning themselves and hand back the entries it removed only for
          // an empty field (flagged): cleaning here would drop what the user entered.
          api.enhanceResume(resumeDataOf(resume)),
          (r) => r as EnhanceResumeResponse,
        );
        if (typeof reply.resume === 'string') throw new Error('The reply was not a resume.');
        setUndone('');
        setTailored(null);
        setEnhanced(null);
        setMade(null);
        setProposal({ resume: reply.resume, changes: reply.changes ?? [], engine: reply.engine });
      },
      { failed: 'Failed to enhance resume.', unexpected: 'Something went wrong while enhancing.' },
    );

  /** The enhancement with the user's choice of lines, saved as a new version (undo restores the one before). */
  const saveEnhanced = (rejected: ReadonlySet<string>) => {
    if (!proposal) return;
    void action.run(
      'enhance',
      async () => {
        const chosen = applyLineChoices(proposal.resume, proposal.changes, rejected);
        const { version } = await api.saveVersion(resume.id, chosen, 'enhance');
        logActivity('Enhanced', name);
        setProposal(null);
        setMade({ kind: 'enhance', version });
        // The enhancement is saved either way: a failed comparison only leaves its lines out.
        const changes = await api.diffVersions(resume.id, version.number - 1, version.number).then(
          ({ lines }) => lines.filter((line) => line.kind !== 'same'),
          () => null,
        );
        setEnhanced({ changes, engine: proposal.engine });
        await onChanged();
      },
      { failed: 'Failed to enhance resume.', unexpected: 'Something went wrong while enhancing.' },
    );
  };
  const discardEnhanced = () => setProposal(null);

  /** Tailors the current version to the scored posting; the result is a new version with its report. */
  const tailor = (jobDescription: string) =>
    void action.run(
      'tailor',
      async () => {
        const result = await job.run(api.tailorResume(resume.id, jobDescription.trim()), () => {
          // The tailored version is saved by the service after the job: a lost reply has no report to show.
          throw new Error('The reply was lost.');
        });
        if (result.version) logActivity('Tailored', name);
        setTailored(result);
        setEnhanced(null);
        setUndone('');
        setMade(result.version && { kind: 'tailor', version: result.version });
        await onChanged();
      },
      { failed: 'Failed to tailor resume.', unexpected: 'Something went wrong while tailoring.' },
    );

  /** Undo restores the version before the change, as a new version: nothing is lost either way. */
  const undo = () => {
    if (!made) return;
    void action.run(
      'undo',
      async () => {
        const before = made.version.number - 1;
        const { version } = await api.restoreVersion(resume.id, before);
        logActivity('Restored', name);
        // The message waits for the card's text to change back: said earlier, it stood beside the undone
        // text for as long as the list took to reload.
        await onChanged();
        setUndone(`Undone: version ${version.number} restores version ${before}.`);
        setMade(null);
        setTailored(null);
        setEnhanced(null);
      },
      { failed: 'Failed to undo the change.', unexpected: 'Something went wrong while undoing.' },
    );
  };
  const keep = () => setMade(null);

  const download = (format: DownloadFormat, template: TemplateName) => {
    if (!getToken()) return action.setError(NOT_LOGGED_IN);
    void action.run(
      format,
      async () => {
        const blob = await job.run(api.downloadResume(resume.id, format, template), fileBlob);
        saveFile(blob, resumeFileName(name, format));
      },
      { failed: 'Failed to download resume.', unexpected: 'Something went wrong while downloading.' },
    );
  };

  /** Delete asks first, in a native dialog (ConfirmDelete); `confirmDelete` is its yes. */
  const remove = () => {
    if (!getToken()) return action.setError(NOT_LOGGED_IN);
    setConfirmingDelete(true);
  };
  const cancelDelete = () => setConfirmingDelete(false);
  const confirmDelete = () => {
    setConfirmingDelete(false);
    void action.run(
      'delete',
      async () => {
        await api.deleteResume(resume.id);
        removeCachedResume(resume.id);
        await onChanged();
      },
      { failed: 'Failed to delete resume.', unexpected: 'Something went wrong while deleting.' },
    );
  };

  return {
    ...action,
    progress: job.progress,
    report,
    score,
    enhance,
    proposal,
    saveEnhanced,
    discardEnhanced,
    tailor,
    tailored,
    enhanced,
    made,
    undo,
    undone,
    keep,
    download,
    remove,
    confirmingDelete,
    cancelDelete,
    confirmDelete,
  };
}
