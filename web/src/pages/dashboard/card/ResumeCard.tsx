import type { StoredResume } from '@rb/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { EnhanceChoices } from '../../../components/EnhanceChoices';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Overlay } from '../../../components/Overlay';
import { resumeName } from '../../../lib/localResumes';
import { jobDescriptionDraftKey, textDraft, useSessionDraft } from '../../../lib/sessionDraft';
import { AtsPanel } from './AtsPanel';
import { ConfirmDelete } from './ConfirmDelete';
import { DownloadModal } from './DownloadModal';
import { EnhanceReport } from './EnhanceReport';
import { RecordApplication } from './RecordApplication';
import { ResumeDetails } from './ResumeDetails';
import { ReviewPanel } from './ReviewPanel';
import { TailorReport } from './TailorReport';
import { UndoBar } from './UndoBar';
import { type CardAction, useCardActions } from './useCardActions';
import { VersionHistory } from './VersionHistory';

interface ResumeCardProps {
  resume: StoredResume;
  highlighted: boolean;
  /** The list changed on the server (enhanced, deleted): reload it; settles once the list shows it. */
  onChanged: () => Promise<void>;
  /** An application was recorded with one of this resume's versions. */
  onApplied: () => void;
}

const busyMessages: Record<CardAction, string> = {
  score: 'Getting your score...',
  enhance: 'Enhancing your resume...',
  tailor: 'Tailoring your resume to the job...',
  undo: 'Undoing...',
  pdf: 'Downloading PDF...',
  docx: 'Downloading DOCX...',
  delete: 'Deleting...',
};

export function ResumeCard({ resume, highlighted, onChanged, onApplied }: ResumeCardProps) {
  const name = resumeName(resume);
  const jdId = useId();
  // A pasted posting outlives a reload or a visit to another page (see useSessionDraft).
  const [jobDescription, setJobDescription] = useSessionDraft(
    jobDescriptionDraftKey(resume.id),
    () => '',
    textDraft,
  );
  const [choosingFormat, setChoosingFormat] = useState(false);
  const card = useCardActions(resume, onChanged);
  // The application goes with the tailored version, or the current one when tailoring saved none.
  const appliedVersion = card.tailored?.version?.number ?? resume.version;
  const idle = card.busy === null;

  return (
    <article
      id={`resume-${resume.id}`}
      className={`card resume-card${highlighted ? ' highlight' : ''}`}
      aria-label={`Resume ${name}`}
      data-testid="resume-card"
    >
      <ResumeDetails resume={resume} />
      {resume.version !== undefined && <p className="muted">Version {resume.version}</p>}
      <ReviewPanel resume={resume} disabled={!idle} onChanged={onChanged} />
      <label htmlFor={jdId}>Job description</label>
      <textarea
        id={jdId}
        value={jobDescription}
        placeholder="Paste the job description to score this resume against it"
        onChange={(e) => setJobDescription(e.target.value)}
      />
      <div className="actions card-actions">
        <button type="button" onClick={() => card.score(jobDescription)} disabled={!idle}>
          {card.busy === 'score' ? 'Scoring...' : 'Score Resume'}
        </button>
        <Link className="button-link secondary" to={`/resume-form/${resume.id}`} aria-label={`Edit ${name}`}>
          Edit
        </Link>
        <button type="button" onClick={card.enhance} disabled={!idle}>
          Enhance
        </button>
        <button type="button" onClick={() => setChoosingFormat(true)} disabled={!idle}>
          Download
        </button>
        <button type="button" className="danger" onClick={card.remove} disabled={!idle}>
          Delete
        </button>
      </div>
      <ErrorAlert message={card.error} />
      {card.made && (
        <UndoBar
          what={card.made.kind === 'enhance' ? 'Enhanced' : 'Tailored'}
          version={card.made.version.number}
          disabled={!idle}
          onKeep={card.keep}
          onUndo={card.undo}
        />
      )}
      {!card.made && card.undone && (
        <p className="success" role="status">
          {card.undone}
        </p>
      )}
      {card.proposal && (
        <EnhanceChoices
          proposal={card.proposal}
          disabled={!idle}
          onSave={card.saveEnhanced}
          onDiscard={card.discardEnhanced}
        />
      )}
      {card.enhanced && <EnhanceReport outcome={card.enhanced} />}
      <VersionHistory key={resume.version} resumeId={resume.id} name={name} onRestored={onChanged} />
      {card.report && <AtsPanel report={card.report} />}
      {card.report && !card.tailored && (
        <button type="button" onClick={() => card.tailor(jobDescription)} disabled={!idle}>
          Tailor to this job
        </button>
      )}
      {card.tailored && <TailorReport result={card.tailored} />}
      {card.tailored && appliedVersion !== undefined && (
        <RecordApplication resumeId={resume.id} version={appliedVersion} onRecorded={onApplied} />
      )}
      {choosingFormat && (
        <DownloadModal
          name={name}
          onPick={(format, template) => {
            setChoosingFormat(false);
            card.download(format, template);
          }}
          onCancel={() => setChoosingFormat(false)}
        />
      )}
      {card.confirmingDelete && (
        <ConfirmDelete name={name} onConfirm={card.confirmDelete} onCancel={card.cancelDelete} />
      )}
      {card.busy && (
        <Overlay message={busyMessages[card.busy]} progress={card.busy === 'delete' ? null : card.progress} />
      )}
    </article>
  );
}
