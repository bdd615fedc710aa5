import { ACCOUNT_EXPORT_TTL_SECONDS, type AccountExportResponse } from '@rb/contracts';
import { useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { ApiError } from '../../api/http';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { useAction } from '../../hooks/useAction';
import { useJob } from '../../jobs/useJob';
import { attachmentName, saveFile } from '../../lib/saveFile';

/**
 * Settings → Download my data: the archive is built as a job (the overlay follows its progress), then
 * offered for download for as long as the server keeps it (a day).
 */
export function DownloadMyData() {
  const headingId = useId();
  const job = useJob();
  const action = useAction<'build' | 'download'>();
  const [ready, setReady] = useState<AccountExportResponse | null>(null);

  const build = () =>
    void action.run(
      'build',
      async () => {
        let sent = '';
        const built = await job.run(
          (jobId) => {
            sent = jobId;
            return api.exportAccount(jobId);
          },
          // The reply was lost but the job finished: its archive is downloadable by the same id.
          () => ({
            jobId: sent,
            expiresAt: new Date(Date.now() + ACCOUNT_EXPORT_TTL_SECONDS * 1000).toISOString(),
          }),
        );
        setReady(built);
      },
      { failed: 'Failed to prepare your data.', unexpected: 'Network error occurred.', preferServer: true },
    );

  const download = (archive: AccountExportResponse) =>
    void action.run(
      'download',
      async () => {
        const res = await api.downloadAccountExport(archive.jobId);
        saveFile(await res.blob(), attachmentName(res, 'my-resume-builder-data.zip'));
      },
      (err) => {
        // Gone after its day: the server's 404 says so, and the page offers to build a new one.
        if (err instanceof ApiError && err.status === 404) setReady(null);
        if (err instanceof ApiError) return err.serverMessage ?? 'Failed to download your data.';
        return 'Network error occurred.';
      },
    );

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby={headingId}>
      <h2 id={headingId}>Your data</h2>
      <p>
        Download everything we keep about you in one ZIP archive: your account, every resume with all its
        versions (also as JSON Resume, PDF and DOCX), your applications and cover letters, the legal documents
        you accepted and the security log entries about you. The archive is kept encrypted for a day, then
        removed.
      </p>
      <button type="button" onClick={build} disabled={action.busy !== null}>
        Download my data
      </button>
      {ready && (
        <p role="status">
          Your archive is ready until {new Date(ready.expiresAt).toLocaleString()}.{' '}
          <button
            type="button"
            className="secondary"
            onClick={() => download(ready)}
            disabled={action.busy !== null}
          >
            Download the ZIP archive
          </button>
        </p>
      )}
      <ErrorAlert message={action.error} />
      {action.busy === 'build' && <Overlay message="Preparing your data..." progress={job.progress} />}
    </section>
  );
}
