const SUFFIX = ' (enhanced)';

/**
 * The name the dashboard's "Enhance Resume" gives its copy: the original's with " (enhanced)", so the two
 * cards (and the activity entries) tell themselves apart. A copy of a copy is not marked twice.
 */
export const enhancedCopyName = (name: string) => (name.endsWith(SUFFIX) ? name : `${name}${SUFFIX}`);
