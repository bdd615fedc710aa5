import { z } from 'zod';

/**
 * Advice the AI engines give beside the text they return, never inside it: a prompt such as "add a
 * measurable result" written into a bullet would reach the downloaded PDF. `experience` and `bullet` are
 * indexes into the returned resume's experience list and that entry's responsibilities; `text` quotes the
 * bullet, so text-only answers (markdown) can still point at it.
 */
export const suggestionSchema = z.object({
  kind: z.enum(['add-metric', 'near-duplicate', 'missing-field']),
  message: z.string().max(300),
  experience: z.number().int().nonnegative().optional(),
  /** For 'missing-field': the index of the education entry kept although a field is empty. */
  education: z.number().int().nonnegative().optional(),
  bullet: z.number().int().nonnegative().optional(),
  text: z.string().max(1000).optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Optional in every answer, so replies without suggestions (and older clients) stay valid. */
export const suggestionsSchema = z.array(suggestionSchema).max(200).optional();
