/** Letters, digits, spaces, dots, dashes and underscores survive; nothing can steer a path or a header. */
export function safeFileStem(name: string, fallback: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return cleaned || fallback;
}
