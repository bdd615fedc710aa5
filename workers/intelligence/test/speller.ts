import us from 'dictionary-en';
import gb from 'dictionary-en-gb';
import { createSpeller } from '../src';

/** The dictionary the product's guard uses (Hunspell en_US and en_GB), loaded once per test file. */
export const speller = createSpeller(us, gb);
