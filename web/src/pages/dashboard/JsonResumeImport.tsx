import { jsonResumeSchema, type StoredResume } from '@rb/contracts';
import { type ChangeEvent, useId } from 'react';
import { api } from '../../api/endpoints';
import { messageFor } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useAction } from '../../hooks/useAction';

const NOT_JSON = 'That file is not a JSON Resume document.';

/** Imports a JSON Resume (jsonresume.org v1) file as a new stored resume; the server checks the schema. */
export function JsonResumeImport({ onImported }: { onImported: (resume: StoredResume) => void }) {
  const inputId = useId();
  const action = useAction<'import'>();

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
        const document = jsonResumeSchema.safeParse(parsed);
        if (!document.success) throw new SyntaxError(NOT_JSON);
        onImported((await api.importJsonResume(document.data)).resume);
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
    </div>
  );
}
