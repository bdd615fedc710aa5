import { createSpeller, type Speller } from '@rb/intelligence';
import us from 'dictionary-en';
import gb from 'dictionary-en-gb';

/** The eval's real-English dictionary: the same Hunspell en_US and en_GB the worker runtime loads, read once. */
export const speller: Speller = createSpeller(us, gb);
