import { createSpeller, type Speller } from '@rb/intelligence';

let speller: Promise<Speller> | undefined;

/**
 * The real-English dictionary the output guard checks rewrites against: Hunspell's en_US from the
 * `dictionary-en` and `dictionary-en-gb` packages (en_US and en_GB), which read their .aff/.dic files when imported. @rb/intelligence reads no
 * files, so the worker runtime loads it, once per process (about a second and 20 MB), and passes it in.
 */
export function loadSpeller(): Promise<Speller> {
  speller ??= Promise.all([import('dictionary-en'), import('dictionary-en-gb')]).then(([us, gb]) =>
    createSpeller(us.default, gb.default),
  );
  return speller;
}
