/**
 * AI output is untrusted text: tags are removed (the text may be rendered into HTML or a PDF later, and
 * escaping there is the real defence; this keeps markup out of stored data), control characters other
 * than newline and tab are dropped, and runs of blank lines collapse. Linear patterns only.
 */
export function sanitizeText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/<\/?[A-Za-z!][^<>]{0,2000}>/g, '')
      // Control and format characters (\p{Cc}, \p{Cf}) hide text or reorder it; newline and tab stay.
      .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

/** Every string inside a JSON value, sanitized; the shape is unchanged. */
export function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map(sanitizeDeep) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeDeep(v)])) as T;
  }
  return value;
}
