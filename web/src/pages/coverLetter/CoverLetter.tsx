import { coverLetterFileName, coverLetterLengths, type DownloadFormat } from '@rb/contracts';
import { api } from '../../api/endpoints';
import { DownloadableText } from '../../components/DownloadableText';
import { ErrorAlert } from '../../components/ErrorAlert';
import { Overlay } from '../../components/Overlay';
import { PrivateHeader } from '../../components/PrivateHeader';
import { useAction } from '../../hooks/useAction';
import { fileResponse } from '../../jobs/recovery';
import { useJob } from '../../jobs/useJob';
import { saveFile } from '../../lib/saveFile';
import { objectDraft, textDraft, useSessionDraft } from '../../lib/sessionDraft';
import { LetterForm } from './LetterForm';
import { checkedFile, downloadMessage, generateMessage } from './letterMessages';
import { buildRequest, emptyLetterInput, type Length } from './letterRequest';

const busyText = { generate: 'Generating Cover Letter...', download: 'Downloading file...' } as const;

export default function CoverLetter() {
  const job = useJob();
  const action = useAction<keyof typeof busyText>();
  // The inputs (a whole pasted resume among them) and the letter outlive a reload or a visit to
  // another page (see useSessionDraft).
  const [values, setValues] = useSessionDraft(
    'cover-letter',
    () => emptyLetterInput,
    objectDraft(() => emptyLetterInput),
  );
  const [length, setLength] = useSessionDraft<Length>(
    'cover-letter-length',
    () => 'Concise',
    (stored) => coverLetterLengths.find((l) => l === stored),
  );
  const [letter, setLetter] = useSessionDraft('cover-letter-text', () => '', textDraft);

  const generate = () =>
    void action.run(
      'generate',
      async () => {
        const call = api.generateCoverLetter(buildRequest(values, length));
        setLetter((await job.run(call, (r) => r as { coverLetter: string })).coverLetter);
      },
      generateMessage,
    );

  const download = (format: DownloadFormat) => {
    const name = values.name.trim() || 'Applicant';
    void action.run(
      'download',
      async () => {
        const res = await job.run(
          api.downloadCoverLetter(format, { coverLetter: letter, name }),
          fileResponse,
        );
        const file = await checkedFile(res, format);
        saveFile(file, coverLetterFileName(name, format));
      },
      (err) => downloadMessage(format, err),
    );
  };

  return (
    <section className="page">
      <PrivateHeader title="Generate Cover Letter" />
      <div className="two-col">
        <LetterForm
          values={values}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          length={length}
          onLength={setLength}
          onSubmit={generate}
        >
          <ErrorAlert message={action.error} />
        </LetterForm>
        {letter && (
          <DownloadableText
            heading="Your cover letter"
            docxLabel="Download .docx"
            disabled={action.busy !== null}
            onDownload={download}
          >
            <div className="output" data-testid="cover-letter">
              {letter}
            </div>
          </DownloadableText>
        )}
      </div>
      {action.busy && <Overlay message={busyText[action.busy]} progress={job.progress} />}
    </section>
  );
}
