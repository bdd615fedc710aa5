import type { StoredResume } from '@rb/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useAction } from '../../hooks/useAction';

const NOT_JSON = 'That file is not a JSON Resume document.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Imports a JSON Resume (jsonresume.org v1) file as a new stored resume. The server tells it from
 * other resume tools' JSON (refused by name) and checks the schema; links it left out are listed here.
 */
export function JsonResumeImport({ onImported }: { onImported: (resume: StoredResume) => void }) {
  const inputId = useId();
  const action = useAction<'import'>();
  const [notes, setNotes] = useState<string[]>([]);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    void action.run(
      'import',
      async () => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(await file.text());
        } catch {
          throw new SyntaxError(NOT_JSON);
        }
        if (!isObject(parsed)) throw new SyntaxError(NOT_JSON);
        setNotes([]);
        const reply = await api.importJsonResume(parsed);
        setNotes(reply.notes);
        onImported(reply.resume);
      },
      (err) =>
        err instanceof SyntaxError
          ? NOT_JSON
          : messageFor(err, {
              preferServer: true,
              failed: 'Failed to import the JSON Resume.',
              unexpected: 'Something went wrong while importing.',
            }),
    );
  };

  return (
    <div className="file-import">
      <label htmlFor={inputId}>Import JSON Resume</label>
      <input
        id={inputId}
        type="file"
        accept=".json,application/json"
        onChange={pick}
        disabled={action.busy !== null}
      />
      {action.busy && <p role="status">Importing...</p>}
      <ErrorAlert message={action.error} />
      {notes.length > 0 && (
        <ul aria-label="Left out of the import">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
