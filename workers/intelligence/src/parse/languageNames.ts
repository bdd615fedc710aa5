/**
 * Names of the world's languages in English and in each language itself ("French", "Français",
 * "日本語"), from the Unicode CLDR data the JavaScript runtime carries (Intl.DisplayNames): every
 * two-letter ISO 639-1 code is asked for, and the unknown ones answer nothing.
 */
let names: Set<string> | undefined;

function languageNames(): Set<string> {
  if (names) return names;
  const english = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const found = new Set<string>();
  for (let a = 97; a <= 122; a++) {
    for (let b = 97; b <= 122; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (!name) continue;
      found.add(name.toLowerCase());
      const own = new Intl.DisplayNames([code], { type: 'language', fallback: 'none' }).of(code);
      if (own) found.add(own.toLowerCase());
    }
  }
  names = found;
  return found;
}

/** True when the text is a language's name, in English or in its own words ("Français", "Español"). */
export const isLanguageName = (text: string): boolean => languageNames().has(text.trim().toLowerCase());
