import { parseResumeMarkdown, resumeDataOf, resumeToMarkdown, type StoredResume } from '@rb/contracts';
import { api } from '../../api/endpoints';
import { useAction } from '../../hooks/useAction';
import { useJob } from '../../jobs/useJob';
import { logActivity, resumeName } from '../../lib/localResumes';
import { enhancedCopyName } from './copyName';

/**
 * "Enhance Resume": the chosen resume flattened to the shared markdown form (which the AI engines and
 * the parser both read), enhanced, parsed back and stored as a new resume beside the original.
 * `onSaved` gets the message to show and the new resume's id.
 */
export function useEnhanceCopy(onSaved: (message: string, id: string) => Promise<void>) {
  const job = useJob();
  const action = useAction<'enhance'>();

  const enhanceCopy = (source: StoredResume) =>
    void action.run(
      'enhance',
      async () => {
        const { resume: reply } = await job.run(
          api.enhanceResumeText(resumeToMarkdown(resumeDataOf(source))),
          (r) => ({ resume: (r as { markdown: string }).markdown }),
        );
        const enhanced = typeof reply === 'string' ? parseResumeMarkdown(reply) : reply;
        // Named after the original, not the AI's reading of it, so the picker's choice is recognisable.
        const copy = { ...enhanced, name: enhancedCopyName(resumeName(source)) };
        const { resume } = await api.generateResume(copy, '');
        logActivity('Enhanced', copy.name);
        await onSaved(
          `An enhanced copy of "${resumeName(source)}" was saved as a new resume, "${copy.name}".`,
          resume.id,
        );
      },
      {
        preferServer: true,
        failed: 'Failed to enhance resume.',
        unexpected: 'Something went wrong while enhancing the resume.',
      },
    );

  return { ...action, progress: job.progress, enhanceCopy };
}
