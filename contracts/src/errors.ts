import { z } from 'zod';
/** Machine-readable error codes; the `error` text is for people. */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'AI_LIMIT_REACHED',
  'EMAIL_NOT_VERIFIED',
  'SECOND_FACTOR_REQUIRED',
  'STORAGE_LIMIT_REACHED',
  'UNAVAILABLE',
  'TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** Every error response's body: kit's errorBody builds it, the OpenAPI document describes it. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(errorCodes),
  /** For VALIDATION: which fields were wrong, as dotted paths. */
  fields: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
