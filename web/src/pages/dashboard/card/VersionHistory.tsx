import {
  type DiffLine,
  type ResumeVersion,
  renderResumeHtml,
  type VersionSource,
  type VersionSummary,
  versionExportFileName,
} from '@rb/contracts';
import { useState } from 'react';
import { api } from '../../../api/endpoints';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useAction } from '../../../hooks/useAction';
import { logActivity } from '../../../lib/localResumes';
import { saveFile } from '../../../lib/saveFile';
import { VersionDiff } from './VersionDiff';

const madeBy: Record<VersionSource, string> = {
  form: 'Saved from the form',
  upload: 'Uploaded',
  enhance: 'Enhanced with AI',
  tailor: 'Tailored to a job',
  import: 'Imported',
  restore: 'Restored',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface VersionHistoryProps {
  resumeId: string;
  name: string;
  /** A version was restored: the list reloads with the resume's new content. */
  onRestored: () => void;
}

/** A card's history: every kept version, what made it, a diff against the current one, restore. */
export function VersionHistory({ resumeId, name, onRestored }: VersionHistoryProps) {
  const action = useAction<'load' | 'diff' | 'restore' | 'export' | 'preview'>();
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [diff, setDiff] = useState<{ from: number; to: number; lines: DiffLine[] } | null>(null);
  const [preview, setPreview] = useState<ResumeVersion | null>(null);
  const current = versions?.[0]?.number;

  const load = () =>
    action.run('load', async () => setVersions((await api.listVersions(resumeId)).versions), {
      failed: 'Failed to load versions.',
      unexpected: 'Something went wrong while loading versions.',
    });

  const compare = (number: number) => {
    if (current === undefined) return;
    void action.run('diff', async () => setDiff(await api.diffVersions(resumeId, number, current)), {
      failed: 'Failed to compare versions.',
      unexpected: 'Something went wrong while comparing versions.',
    });
  };

  const restore = (number: number) =>
    void action.run(
      'restore',
      async () => {
        await api.restoreVersion(resumeId, number);
        logActivity('Restored', name);
        setDiff(null);
        await load();
        onRestored();
      },
      { failed: 'Failed to restore version.', unexpected: 'Something went wrong while restoring.' },
    );

  const show = (number: number) =>
    void action.run('preview', async () => setPreview(await api.getVersion(resumeId, number)), {
      failed: 'Failed to load the version.',
      unexpected: 'Something went wrong while loading the version.',
    });

  const exportJson = (number: number) =>
    void action.run(
      'export',
      async () => {
        const document = await api.exportJsonResume(resumeId, number);
        const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
        saveFile(blob, versionExportFileName(name, number));
      },
      { failed: 'Failed to export the version.', unexpected: 'Something went wrong while exporting.' },
    );

  return (
    <details
      className="version-history"
      onToggle={(e) => {
        if (e.currentTarget.open && versions === null) void load();
      }}
    >
      <summary>Version history</summary>
      {action.busy === 'load' && <p role="status">Loading versions...</p>}
      {versions && (
        <ol aria-label={`Versions of ${name}`}>
          {versions.map((v) => (
            <li key={v.number}>
              <span>
                <strong>Version {v.number}</strong>
                {v.number === current && ' (current)'} · {madeBy[v.source]} · {when(v.createdAt)}
              </span>
              <span className="actions">
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Preview version ${v.number}`}
                  onClick={() => show(v.number)}
                  disabled={action.busy !== null}
                >
                  Preview
                </button>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Export version ${v.number} as JSON Resume`}
                  onClick={() => exportJson(v.number)}
                  disabled={action.busy !== null}
                >
                  JSON Resume
                </button>
                {v.number !== current && (
                  <>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={`Compare version ${v.number} with current`}
                      onClick={() => compare(v.number)}
                      disabled={action.busy !== null}
                    >
                      Compare
                    </button>
                    <button
                      type="button"
                      aria-label={`Restore version ${v.number}`}
                      onClick={() => restore(v.number)}
                      disabled={action.busy !== null}
                    >
                      Restore
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
      <ErrorAlert message={action.error} />
      {diff && <VersionDiff {...diff} />}
      {preview && (
        <iframe
          title={`Preview of version ${preview.number}`}
          className="version-preview"
          sandbox=""
          srcDoc={renderResumeHtml(preview.resume)}
        />
      )}
    </details>
  );
}
