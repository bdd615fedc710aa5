import { type LineChange, parseResumeMarkdown } from '@rb/contracts';
import { readResume } from '../offline/readResume';
import { lineChanges } from './lineChanges';

/**
 * The lines the editor's Enhance changed: the user's text read as any engine reads it, against the
 * enhanced markdown read back by the contracts' parser, the one the browser uses to apply the user's
 * choice (`applyLineChoices` on `parseResumeMarkdown(enhancedText)`), so the places agree.
 */
export function editorChanges(rawText: string, enhancedText: string): LineChange[] {
  return lineChanges(readResume(rawText), parseResumeMarkdown(enhancedText));
}
