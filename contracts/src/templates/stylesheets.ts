import { letterStylesheet } from './letter';
import { resumeStylesheets } from './resume';

/**
 * Every <style> text a template can produce. The web shows templates in a srcdoc frame, which
 * inherits the app's CSP; the gateway allows exactly these styles by SHA-256 instead of allowing
 * inline styles in general.
 */
export const templateStylesheets: readonly string[] = [...resumeStylesheets, letterStylesheet];
