import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCEPTANCE_DOCUMENTS, type AcceptanceDocumentType } from '@rb/contracts';

export interface DocumentHashes {
  /** SHA-256 (hex) of the file served for this document, or undefined when the file is missing. */
  get(document: AcceptanceDocumentType): Promise<string | undefined>;
}

async function hashFile(file: string): Promise<string | undefined> {
  try {
    return createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Hashes the four acceptance documents once at start, so each record proves which text was agreed to.
 * A document missing at start is looked for again on use (it may be deployed later); once found it is kept.
 */
export async function loadDocumentHashes(dir: string): Promise<DocumentHashes> {
  const fileOf = new Map(ACCEPTANCE_DOCUMENTS.map((d) => [d.key, path.join(dir, d.file)]));
  const known = new Map<AcceptanceDocumentType, string>();
  const load = async (document: AcceptanceDocumentType) => {
    const hash = await hashFile(fileOf.get(document) as string);
    if (hash) known.set(document, hash);
    return hash;
  };
  await Promise.all(ACCEPTANCE_DOCUMENTS.map((d) => load(d.key)));
  return { get: async (document) => known.get(document) ?? load(document) };
}
