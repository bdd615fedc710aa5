import type { Application, KeptCoverLetter } from '@rb/contracts';
import { useState } from 'react';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { useAction } from '../../hooks/useAction';
import { useJob } from '../../jobs/useJob';
import { KeptLetterDialog } from './KeptLetterDialog';

interface ApplicationLetterProps {
  application: Application;
  /** A letter was written: the row now names it. */
  onWritten: (letter: KeptCoverLetter) => void;
}

/**
 * An application's cover letter cell: write one from the version sent and its posting (an AI use), or
 * open the one kept with the application, so the user sees which letter went where.
 */
export function ApplicationLetter({ application, onWritten }: ApplicationLetterProps) {
  const job = useJob();
  const action = useAction<'write' | 'open'>();
  const [shown, setShown] = useState<KeptCoverLetter | null>(null);
  const target = `${application.role} at ${application.company}`;

  const write = () =>
    void action.run(
      'write',
      async () => {
        const { coverLetter } = await job.run(api.writeApplicationCoverLetter(application.id), () => {
          // The letter is kept by the service after the job: a lost reply shows up on the next load.
          throw new Error('The reply was lost.');
        });
        onWritten(coverLetter);
        setShown(coverLetter);
      },
      { failed: 'Failed to write the cover letter.', unexpected: 'Something went wrong while writing.' },
    );

  const open = (id: string) =>
    void action.run('open', async () => setShown((await api.getCoverLetter(id)).coverLetter), {
      failed: 'Failed to load the cover letter.',
      unexpected: 'Something went wrong while loading.',
    });

  const id = application.coverLetterId;
  return (
    <>
      {id ? (
        <button
          type="button"
          className="secondary"
          onClick={() => open(id)}
          aria-label={`View letter for ${target}`}
        >
          View letter
        </button>
      ) : (
        <button
          type="button"
          onClick={write}
          disabled={action.busy !== null}
          aria-label={`Write letter for ${target}`}
        >
          Write letter
        </button>
      )}
      <ErrorAlert message={action.error} />
      {shown && (
        <KeptLetterDialog
          letter={shown}
          target={target}
          version={application.version}
          onClose={() => setShown(null)}
        />
      )}
      {action.busy === 'write' && <Overlay message="Writing cover letter..." progress={job.progress} />}
    </>
  );
}
