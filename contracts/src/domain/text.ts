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
