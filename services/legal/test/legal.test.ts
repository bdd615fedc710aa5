import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCEPTANCE_DOCUMENTS, LEGAL_VERSION } from '@rb/contracts';
import {
  createDb,
  createLogger,
  createTokenService,
  decryptJson,
  type Envelope,
  type LegalClient,
  repoRoot,
} from '@rb/kit';
import {
  badTokens,
  insertTestUser,
  readJson,
  type StartedApp,
  startApp,
  TEST_JWT_SECRET,
  TEST_PROTECTION,
  testDatabaseUrl,
} from '@rb/kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLegalApp } from '../src/app';
import { loadDocumentHashes } from '../src/documentHashes';

const db = createDb(testDatabaseUrl(), { max: 4 });
const tokens = createTokenService(TEST_JWT_SECRET);
let docsDir: string;
let app: StartedApp;

/** A private copy of the documents, so one can go missing without touching the web's files. */
beforeAll(async () => {
  docsDir = await mkdtemp(path.join(tmpdir(), 'rb-legal-'));
  for (const { file } of ACCEPTANCE_DOCUMENTS) {
    const source = path.join(repoRoot, 'web', 'public', 'legal', file);
    const text = await readFile(source).catch(() => Buffer.from(`<html><body>${file}</body></html>`));
    await writeFile(path.join(docsDir, file), text);
  }
  await rm(path.join(docsDir, 'eula.html'));
  const legal = createLegalApp({
    db,
    tokens,
    keyring: TEST_PROTECTION.keyring,
    hashes: await loadDocumentHashes(docsDir),
    logger: createLogger('legal-test'),
    ready: async () => {},
  });
  app = await startApp(legal);
});
afterAll(async () => {
  await app.close();
  await db.destroy();
  await rm(docsDir, { recursive: true, force: true });
});

const agree = (body: unknown, token?: string) =>
  fetch(`${app.url}/api/legal/agree`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'vitest-agent',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

const recordsOf = (userId: string) =>
  db.selectFrom('legal_acceptances').selectAll().where('user_id', '=', userId).execute();

describe('POST /api/legal/agree', () => {
  it('records who agreed to which file, once, however often it is sent', async () => {
    const user = await insertTestUser(db, tokens);
    const first = await agree({ documentType: 'tos', version: LEGAL_VERSION }, user.token);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ success: true });
    const again = await agree({ documentType: 'tos', version: LEGAL_VERSION }, user.token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true });

    const rows = await recordsOf(user.id);
    expect(rows).toHaveLength(1);
    const expectedHash = createHash('sha256')
      .update(await readFile(path.join(docsDir, 'terms-of-service.html')))
      .digest('hex');
    expect(rows[0]).toMatchObject({
      username: user.email,
      document: 'tos',
      version: LEGAL_VERSION,
      document_sha256: expectedHash,
    });
    // The client's address and user agent rest sealed: readable with the key, not in the row.
    const client = rows[0]?.client;
    expect(JSON.stringify(client)).not.toContain('vitest-agent');
    const opened = decryptJson<LegalClient>(TEST_PROTECTION.keyring, client as Envelope);
    expect(opened.userAgent).toBe('vitest-agent');
    expect(opened.ip).toMatch(/127\.0\.0\.1/);
    expect(rows[0]?.accepted_at).toBeInstanceOf(Date);
  });

  it('accepts the four documents sent in parallel, as the web does after registering', async () => {
    const user = await insertTestUser(db, tokens);
    await writeFile(path.join(docsDir, 'eula.html'), '<html><body>EULA</body></html>');
    const replies = await Promise.all(
      ACCEPTANCE_DOCUMENTS.map((d) => agree({ documentType: d.key, version: LEGAL_VERSION }, user.token)),
    );
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect((await recordsOf(user.id)).map((r) => r.document).sort()).toEqual([
      'disclaimer',
      'eula',
      'privacy',
      'tos',
    ]);
  });

  it('refuses to record when the document file is missing', async () => {
    const user = await insertTestUser(db, tokens);
    const missingDir = await mkdtemp(path.join(tmpdir(), 'rb-legal-empty-'));
    const legal = await startApp(
      createLegalApp({
        db,
        tokens,
        keyring: TEST_PROTECTION.keyring,
        hashes: await loadDocumentHashes(missingDir),
        logger: createLogger('legal-test'),
        ready: async () => {},
      }),
    );
    try {
      const res = await fetch(`${legal.url}/api/legal/agree`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
        body: JSON.stringify({ documentType: 'privacy', version: LEGAL_VERSION }),
      });
      expect(res.status).toBe(503);
      expect((await readJson(res)).code).toBe('UNAVAILABLE');
      expect(await recordsOf(user.id)).toHaveLength(0);
    } finally {
      await legal.close();
      await rm(missingDir, { recursive: true, force: true });
    }
  });

  it('validates the document type, the version and unknown keys', async () => {
    const user = await insertTestUser(db, tokens);
    const wrongType = await agree({ documentType: 'cookie', version: LEGAL_VERSION }, user.token);
    expect((await readJson(wrongType)).fields).toEqual(['documentType']);
    const wrongVersion = await agree({ documentType: 'tos', version: '2020-01-01' }, user.token);
    expect((await readJson(wrongVersion)).fields).toEqual(['version']);
    const extra = await agree({ documentType: 'tos', version: LEGAL_VERSION, userId: user.id }, user.token);
    expect(extra.status).toBe(400);
    expect((await readJson(extra)).fields).toEqual(['userId']);
  });

  it('refuses missing and bad tokens', async () => {
    const user = await insertTestUser(db, tokens);
    const body = { documentType: 'tos', version: LEGAL_VERSION };
    expect((await agree(body)).status).toBe(401);
    for (const [kind, token] of Object.entries(badTokens(tokens.verify(user.token)))) {
      expect((await agree(body, token)).status, kind).toBe(401);
    }
    expect(await recordsOf(user.id)).toHaveLength(0);
  });

  it('keeps the table append-only', async () => {
    const user = await insertTestUser(db, tokens);
    await agree({ documentType: 'privacy', version: LEGAL_VERSION }, user.token);
    await expect(
      db
        .updateTable('legal_acceptances')
        .set({ username: 'forged' })
        .where('user_id', '=', user.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('legal_acceptances').where('user_id', '=', user.id).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`truncate legal_acceptances`.execute(db)).rejects.toThrow(/append-only/);
    expect(await recordsOf(user.id)).toHaveLength(1);
  });
});
