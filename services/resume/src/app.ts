import {
  createServiceApp,
  endpointRouter,
  finishApp,
  type Logger,
  type Redis,
  type TokenService,
} from '@rb/kit';
import type { Express } from 'express';
import { sql } from 'kysely';
import { jobRunner, type ResumeServiceDeps } from './context';
import { perUserRateLimit } from './rateLimit';
import { accountRoutes } from './routes/account';
import { aiRoutes } from './routes/ai';
import { applicationRoutes } from './routes/applications';
import { atsRoutes, coverLetterRoutes } from './routes/documents';
import { jobRoutes } from './routes/jobs';
import { resumeRoutes } from './routes/resumes';
import { versionRoutes } from './routes/versions';

export interface ResumeAppOptions extends ResumeServiceDeps {
  logger: Logger;
  tokens: TokenService;
  /** Holds the per-user rate limit counters. */
  redis: Redis;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
}

/** The resume service (SPEC §7): every endpoint needs a token and is rate-limited per user. */
export function createResumeApp(options: ResumeAppOptions): Express {
  const app = createServiceApp({
    name: 'resume',
    logger: options.logger,
    // Editor text and ATS resume HTML are up to 100-200k characters.
    jsonLimit: '1mb',
    trustProxyHops: options.trustProxyHops,
    gatewaySecret: options.gatewaySecret,
    ready: async () => {
      await sql`select 1`.execute(options.db);
      await options.jobs.ready();
    },
  });
  const { config } = options;
  const all = { prefix: 'rl:resume:all', perMinute: config.RATE_LIMIT_PER_MINUTE };
  const costlyBudget = { prefix: 'rl:resume:costly', perMinute: config.COSTLY_RATE_LIMIT_PER_MINUTE };
  // Every call counts against the user's budget; a call that runs a job against the costly one too,
  // both in one Redis round trip.
  const every = perUserRateLimit(options.redis, [all]);
  const costly = perUserRateLimit(options.redis, [all, costlyBudget]);
  const { router, mount } = endpointRouter({
    auth: { tokens: options.tokens, db: options.db },
    guards: (endpoint) => [endpoint.jobs ? costly : every],
  });
  const runJob = jobRunner(options);

  resumeRoutes(mount, options, runJob);
  versionRoutes(mount, options, runJob);
  applicationRoutes(mount, options, runJob);
  aiRoutes(mount, options, runJob);
  atsRoutes(mount, runJob);
  coverLetterRoutes(mount, options, runJob);
  accountRoutes(mount, options, runJob);
  jobRoutes(mount, options);
  app.use(router);
  return finishApp(app);
}
