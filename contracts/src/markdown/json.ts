import { type ResumeData, resumeDataSchema } from '../domain/resume';

const FENCED_JSON = /```(?:json)?\s*\n([\s\S]*?)\n?```/i;

/**
 * SPEC §3: the parser also accepts a text that is wholly JSON or carries a fenced JSON block. The JSON is
 * untrusted, so it only counts when it validates as a resume; otherwise the caller parses the markdown.
 */
export function resumeFromJson(text: string): ResumeData | null {
  const trimmed = text.trim();
  const candidate = trimmed.startsWith('{') ? trimmed : FENCED_JSON.exec(trimmed)?.[1];
  if (!candidate) return null;
  let value: unknown;
  try {
    value = JSON.parse(candidate);
  } catch {
    return null;
  }
  const wrapped =
    value && typeof value === 'object' && 'resume' in value ? (value as { resume: unknown }).resume : value;
  const parsed = resumeDataSchema.safeParse(wrapped);
  return parsed.success ? parsed.data : null;
}
