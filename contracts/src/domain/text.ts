import { z } from 'zod';

/**
 * Characters no one types into a resume and no document can show: control characters (C0, DEL, C1)
 * and the noncharacters U+FFFE/U+FFFF. NUL and friends arrive from pasted or extracted PDF text and
 * from hostile clients; they are invalid in the XML of a DOCX and hide text in logs.
 */
const INVISIBLE = /[\p{Cc}\uFFFE\uFFFF]/gu;
/** Tab and line breaks stay; vertical tab and form feed are line and page breaks in extracted text. */
const KEPT: Record<string, string> = { '\t': '\t', '\n': '\n', '\r': '\r', '\v': '\n', '\f': '\n' };
/** A UTF-16 half without its other half cannot be encoded as UTF-8: PostgreSQL, XML and PDF refuse it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` with the invisible controls dropped, breaks kept as newlines and lone surrogates replaced (U+FFFD). */
export function plainText(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(INVISIBLE, (c) => KEPT[c] ?? '');
}

/**
 * A string of user text as it is stored and rendered: cleaned by plainText before any trim or length
 * check, so what the bounds measure is what is kept, and no invisible character reaches storage, a
 * template or a file name.
 */
export const text = () => z.string().overwrite(plainText);

/**
 * Format characters a name or contact line never needs and a spoofer does: bidi embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069) reorder what an admin reads in the log or a recruiter in
 * a PDF ("moc.live" shown as "evil.com"), and zero-width spaces, word joiners, BOMs, soft hyphens and tag
 * characters make different names look the same. Every Unicode format character goes except the zero-
 * width joiners (Persian, Indic names and emoji are written with them) and the left/right and Arabic letter
 * marks (they only lean neutral characters one way, so right-to-left names keep them).
 */
const SPOOFING = /(?!\u200c|\u200d|\u200e|\u200f|\u061c)\p{Cf}/gu;
/** One line: a break inside a name would forge a row of its own in a log or an export. */
const LINE_BREAK = /[\n\r\t\u2028\u2029]+/g;

/** plainText on one line, without the format characters that spoof names (SPOOFING). */
export function labelText(value: string): string {
  return plainText(value).replace(SPOOFING, '').replace(LINE_BREAK, ' ');
}

/**
 * Who someone is and how to reach them (names, e-mail, phone, links, file names): text() for fields shown
 * as one line beside other people's, where a reordered or invisible character is a disguise. Free text
 * (a summary, a bullet) stays text(): right-to-left writing uses embeddings, and the paragraph it is
 * rendered in ends their reach.
 */
export const label = () => z.string().overwrite(labelText);
