import DOMPurify from 'dompurify';

/** Loads /legal/{file} and returns the sanitised inner HTML of its body (SPEC §7). */
export async function loadLegalBody(file: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(`/legal/${encodeURIComponent(file)}`, { signal });
  if (!res.ok) throw new Error(`legal document ${file}: HTTP ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  return DOMPurify.sanitize(doc.body.innerHTML);
}
