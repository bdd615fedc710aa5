/** Business constants shared by every tier (SPEC §9). One source for each number. */

export const LEGAL_VERSION = '2025-03-26';

/** Maximum points of each ATS breakdown part; the web shows each as a percentage of its maximum. */
export const ATS_MAXIMA = { keywordMatch: 30, softSkillsMatch: 28, industryTermsMatch: 20 } as const;

export const MIN_JOB_DESCRIPTION_CHARS = 20;
/** ATS scoring input caps: a request beyond them is a 400, and the scorer never reads past them. */
export const ATS_MAX_RESUME_HTML_CHARS = 200_000;
export const ATS_MAX_JOB_DESCRIPTION_CHARS = 20_000;
export const MAX_CERTIFICATIONS_SHOWN = 5;

/** AI uses per user per day; the server enforces it and the content states it. */
export const AI_DAILY_LIMIT = 7;

/**
 * The refusal of an AI use by an account whose address is not verified yet (code EMAIL_NOT_VERIFIED):
 * the allowance comes with a verified address, so one person cannot multiply it with made-up ones.
 * The web shows a "resend" action beside it.
 */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Verify your e-mail address to use the AI features: open the link we e-mailed you when you registered, or send a new one.';

/**
 * Daily (UTC) allowances per client network (an IPv4 address, an IPv6 /64) on top of the per-account
 * ones, so making more free accounts does not multiply the AI allowance (issue 32). Defaults; operators
 * change them with the auth service's REGISTRATIONS_PER_ADDRESS_PER_DAY and the resume service's
 * AI_DAILY_LIMIT_PER_ADDRESS.
 */
export const ADDRESS_DAILY_LIMITS = { registrations: 10, aiUses: 3 * AI_DAILY_LIMIT } as const;

/**
 * Bounds on one version diff (GET /api/resume/:id/diff), so one user's comparison cannot hold the
 * resume service's event loop (issue 32). `lines` and `characters` count both versions together and sit
 * above what the schema lets a resume hold (about 7,500 lines; a save is at most 1 MiB), so they only
 * refuse rows that predate a bound; `gapEdits` and `milliseconds` cap the work between unchanged lines,
 * beyond which a stretch is shown as replaced rather than matched line by line. The diff runs in a
 * thread of its own (services/resume/src/diffThreads.ts), never on the event loop: one that takes
 * longer than `threadMilliseconds` there is stopped and refused like versions too large, and beyond
 * `waiting` diffs queued for the threads a new one is a 503 (busy) instead of a longer queue.
 */
export const VERSION_DIFF_LIMITS = {
  lines: 16_000,
  characters: 2_200_000,
  gapEdits: 200,
  milliseconds: 40,
  threadMilliseconds: 2_000,
  waiting: 32,
} as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const DOWNLOAD_FORMATS = ['pdf', 'docx'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
/** The resume templates (contracts/src/templates); DOCX has one layout. */
export const TEMPLATE_NAMES = ['classic', 'modern'] as const;
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

/** PDF page sizes: ISO A4 and US Letter (the download dialog defaults by the browser's locale). */
export const PAGE_SIZES = ['a4', 'letter'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** A BCP 47 language tag as `<html lang>` takes it ("en", "pt-BR", "zh-Hant-TW"). */
export const LANGUAGE_TAG = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,3}$/;

/** Session timing (SPEC §4, §9), in milliseconds. */
export const SESSION = {
  inactivityMs: 15 * 60_000,
  warningCountdownMs: 2 * 60_000,
  refreshWithinMs: 2 * 60_000,
  activityDebounceMs: 500,
  /** Server-side access token lifetime. */
  tokenLifetimeSeconds: 30 * 60,
} as const;

export const HIGHLIGHT_MS = { dashboard: 1500, legal: 2000 } as const;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 50;

export const LOCAL_STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  activityLog: 'activityLog',
  resumes: 'resumes',
  policiesAgreed: 'policies-agreed',
} as const;

/** Password bounds: bcrypt reads at most 72 bytes, so longer ones are refused rather than truncated. */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

/**
 * What one user may keep, so no account can fill the database (each resume holds up to
 * MAX_RESUME_VERSIONS versions; AI letters are also bounded per day by AI_DAILY_LIMIT). Far above any
 * real job search; a create beyond a cap is a 409 with storageLimitMessage, and the oldest cover
 * letters of an application give way to new ones instead.
 */
export const STORAGE_LIMITS = {
  resumes: 100,
  applications: 500,
  lettersPerApplication: 10,
  /** Stored size of all of a user's resume versions (a real resume's is a few kB; the body limit 1 MB). */
  resumeMegabytes: 25,
} as const;

/** What a refusal names and advises, per cap that refuses (letters give way instead). */
const LIMIT_WORDS = {
  resumes: { unit: 'resumes', advice: 'Delete one you no longer need to create another.' },
  applications: { unit: 'applications', advice: 'Applications cannot be recorded beyond this.' },
  resumeMegabytes: { unit: 'MB of resumes', advice: 'Delete resumes you no longer need to save more.' },
} as const;
export type RefusingLimit = keyof typeof LIMIT_WORDS;

/** The error of a create beyond a cap, in the catalogue's style (SPEC §8). */
export const storageLimitMessage = (what: RefusingLimit): string =>
  `You have reached the limit of ${STORAGE_LIMITS[what]} ${LIMIT_WORDS[what].unit}. ${LIMIT_WORDS[what].advice}`;
