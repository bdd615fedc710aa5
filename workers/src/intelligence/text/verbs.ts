/**
 * Action verbs the offline engine writes and recognises, as base form and past tense. Our own list,
 * grouped loosely by what they claim; none claims more than the weak phrase it replaces.
 */
const VERBS: ReadonlyArray<readonly [string, string]> = [
  ['achieve', 'achieved'],
  ['administer', 'administered'],
  ['advise', 'advised'],
  ['analyse', 'analysed'],
  ['analyze', 'analyzed'],
  ['architect', 'architected'],
  ['assess', 'assessed'],
  ['assist', 'assisted'],
  ['audit', 'audited'],
  ['automate', 'automated'],
  ['build', 'built'],
  ['coach', 'coached'],
  ['collaborate', 'collaborated'],
  ['compile', 'compiled'],
  ['complete', 'completed'],
  ['conduct', 'conducted'],
  ['configure', 'configured'],
  ['contribute', 'contributed'],
  ['coordinate', 'coordinated'],
  ['create', 'created'],
  ['cut', 'cut'],
  ['deliver', 'delivered'],
  ['deploy', 'deployed'],
  ['design', 'designed'],
  ['develop', 'developed'],
  ['devise', 'devised'],
  ['diagnose', 'diagnosed'],
  ['direct', 'directed'],
  ['discover', 'discovered'],
  ['document', 'documented'],
  ['drive', 'drove'],
  ['educate', 'educated'],
  ['enhance', 'enhanced'],
  ['ensure', 'ensured'],
  ['establish', 'established'],
  ['evaluate', 'evaluated'],
  ['execute', 'executed'],
  ['facilitate', 'facilitated'],
  ['fix', 'fixed'],
  ['grow', 'grew'],
  ['guide', 'guided'],
  ['handle', 'handled'],
  ['hire', 'hired'],
  ['identify', 'identified'],
  ['implement', 'implemented'],
  ['improve', 'improved'],
  ['increase', 'increased'],
  ['inspect', 'inspected'],
  ['install', 'installed'],
  ['integrate', 'integrated'],
  ['launch', 'launched'],
  ['lead', 'led'],
  ['maintain', 'maintained'],
  ['manage', 'managed'],
  ['mentor', 'mentored'],
  ['migrate', 'migrated'],
  ['monitor', 'monitored'],
  ['negotiate', 'negotiated'],
  ['operate', 'operated'],
  ['optimise', 'optimised'],
  ['optimize', 'optimized'],
  ['organise', 'organised'],
  ['organize', 'organized'],
  ['oversee', 'oversaw'],
  ['perform', 'performed'],
  ['plan', 'planned'],
  ['prepare', 'prepared'],
  ['present', 'presented'],
  ['process', 'processed'],
  ['produce', 'produced'],
  ['provide', 'provided'],
  ['record', 'recorded'],
  ['recruit', 'recruited'],
  ['reduce', 'reduced'],
  ['repair', 'repaired'],
  ['report', 'reported'],
  ['research', 'researched'],
  ['resolve', 'resolved'],
  ['review', 'reviewed'],
  ['run', 'ran'],
  ['schedule', 'scheduled'],
  ['serve', 'served'],
  ['simplify', 'simplified'],
  ['spearhead', 'spearheaded'],
  ['orchestrate', 'orchestrated'],
  ['initiate', 'initiated'],
  ['pioneer', 'pioneered'],
  ['accelerate', 'accelerated'],
  ['own', 'owned'],
  ['publish', 'published'],
  ['refactor', 'refactored'],
  ['scale', 'scaled'],
  ['secure', 'secured'],
  ['ship', 'shipped'],
  ['streamline', 'streamlined'],
  ['supervise', 'supervised'],
  ['support', 'supported'],
  ['teach', 'taught'],
  ['test', 'tested'],
  ['track', 'tracked'],
  ['train', 'trained'],
  ['troubleshoot', 'troubleshot'],
  ['update', 'updated'],
  ['upgrade', 'upgraded'],
  ['use', 'used'],
  ['work', 'worked'],
  ['write', 'wrote'],
];

const BY_FORM = new Map<string, readonly [string, string]>();
for (const verb of VERBS) {
  const [base, past] = verb;
  BY_FORM.set(base, verb);
  BY_FORM.set(past, verb);
  // Third person ("manages", "leads") and gerund ("managing", "leading") point at the same verb.
  BY_FORM.set(
    base.endsWith('s') || base.endsWith('sh') || base.endsWith('ch')
      ? `${base}es`
      : base.endsWith('y') && !/[aeiou]y$/.test(base)
        ? `${base.slice(0, -1)}ies`
        : `${base}s`,
    verb,
  );
  BY_FORM.set(gerund(base), verb);
}

function gerund(base: string): string {
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee')) return `${base.slice(0, -1)}ing`;
  if (/^(?:plan|run|cut|ship)$/.test(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

export type Tense = 'past' | 'present';

/** The verb in the wanted tense when `word` is a known verb in any form, else undefined. */
export function inflect(word: string, tense: Tense): string | undefined {
  const verb = BY_FORM.get(word.toLowerCase());
  if (!verb) return undefined;
  return tense === 'past' ? verb[1] : verb[0];
}
