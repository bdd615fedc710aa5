import { endpoints } from '@rb/contracts';
import {
  createServiceApp,
  type Database,
  encryptJson,
  endpointRouter,
  finishApp,
  type Keyring,
  type LegalClient,
  type Logger,
  type TokenService,
  unavailable,
} from '@rb/kit';
import type { Kysely } from 'kysely';
import type { DocumentHashes } from './documentHashes';

export interface LegalAppDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  /** Seals each acceptance's client address and user agent. */
  keyring: Keyring;
  hashes: DocumentHashes;
  logger: Logger;
  ready: () => Promise<void>;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
}

const USER_AGENT_MAX = 512;

export function createLegalApp(deps: LegalAppDeps) {
  const { db, tokens, keyring, hashes } = deps;
  const app = createServiceApp({
    name: 'legal',
    logger: deps.logger,
    ready: deps.ready,
    trustProxyHops: deps.trustProxyHops,
    gatewaySecret: deps.gatewaySecret,
  });
  const { router, mount } = endpointRouter({ auth: { tokens, db } });

  mount(endpoints.legalAgree, async ({ body, user, req, res }) => {
    const sha256 = await hashes.get(body.documentType);
    // Without the served file there is nothing to prove agreement to; refusing beats a fake hash.
    if (!sha256) throw unavailable('This legal document is not available right now. Please try again later.');
    const inserted = await db
      .insertInto('legal_acceptances')
      .values({
        user_id: user.id,
        username: user.email,
        document: body.documentType,
        version: body.version,
        client: encryptJson(keyring, {
          ip: req.ip ?? null,
          userAgent: req.get('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
        } satisfies LegalClient),
        document_sha256: sha256,
      })
      // The same user agreeing to the same version again is a no-op: one record per (user, document, version).
      .onConflict((oc) => oc.constraint('legal_acceptances_once').doNothing())
      .returning('id')
      .executeTakeFirst();
    req.log.info(
      { userId: user.id, document: body.documentType, recorded: Boolean(inserted) },
      'legal agreement',
    );
    if (!inserted) res.status(200);
    return { success: true as const };
  });

  app.use(router);
  return finishApp(app);
}
