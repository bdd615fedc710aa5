import DOMPurify from 'dompurify';

/** Loads /legal/{file} and returns the sanitised inner HTML of its body (SPEC §7). */
export async function loadLegalBody(file: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(`/legal/${encodeURIComponent(file)}`, { signal });
  if (!res.ok) throw new Error(`legal document ${file}: HTTP ${res.status}`);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  // Only the document's content: its own <main> would nest a second main landmark in the page.
  return DOMPurify.sanitize((doc.querySelector('main') ?? doc.body).innerHTML);
}
