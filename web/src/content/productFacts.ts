/**
 * What the content may claim about the product, in one place. Numbers come from the contracts the server
 * enforces, so a change there changes every page that mentions them.
 */
import { AI_DAILY_LIMIT, SESSION } from '@rb/contracts';

export const AI_USES_PER_DAY = `${AI_DAILY_LIMIT} AI uses per day`;

export const SESSION_TOKEN_MINUTES = SESSION.tokenLifetimeSeconds / 60;

export const INACTIVITY_MINUTES = SESSION.inactivityMs / 60_000;

export const TEMPLATE_NAMES = 'Classic and Modern';

/** Where users choose a template today; a saved default template is the Settings page's "coming soon" preference. */
export const TEMPLATE_AVAILABILITY =
  'Pick Classic or Modern above the live preview on the resume form and again in the download dialog; PDFs follow the template you pick, while DOCX files use one plain Word layout that you can restyle in your word processor.';

export const AI_ENGINE_SENTENCE =
  'By default the AI features run on a built-in engine inside this service, so your text is not sent to any outside company; an operator can instead connect an OpenAI-compatible provider, and only then is your text sent to that provider.';
