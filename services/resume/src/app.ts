import {
  createServiceApp,
  finishApp,
  type Logger,
  type Redis,
  requireAuth,
  type TokenService,
} from '@rb/kit';
import type { Express } from 'express';
import { sql } from 'kysely';
import { jobRunner, type ResumeServiceDeps } from './context';
import { perUserRateLimit } from './rateLimit';
import { aiRoutes } from './routes/ai';
import { atsRoutes, coverLetterRoutes } from './routes/documents';
import { jobRoutes } from './routes/jobs';
import { resumeRoutes } from './routes/resumes';

export interface ResumeAppOptions extends ResumeServiceDeps {
  logger: Logger;
  tokens: TokenService;
  /** Holds the per-user rate limit counters. */
  redis: Redis;
  trustProxyHops?: number;
  /** Required by main.ts: requests without the gateway's secret are refused. */
  gatewaySecret?: string;
}

/** The resume service (SPEC §7): every route needs a token and is rate-limited per user. */
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
  const auth = requireAuth({ tokens: options.tokens, db: options.db });
  const { config } = options;
  const everyRequest = perUserRateLimit(options.redis, 'rl:resume:all', config.RATE_LIMIT_PER_MINUTE);
  const costly = perUserRateLimit(options.redis, 'rl:resume:costly', config.COSTLY_RATE_LIMIT_PER_MINUTE);
  const runJob = jobRunner(options);

  app.use('/api/resume', auth, everyRequest, resumeRoutes(options, runJob, costly));
  app.use('/api/openai', auth, everyRequest, costly, aiRoutes(options, runJob));
  app.use('/api/ats', auth, everyRequest, costly, atsRoutes(runJob));
  app.use('/api/cover-letter', auth, everyRequest, costly, coverLetterRoutes(runJob));
  app.use('/api/jobs', auth, everyRequest, jobRoutes(options));
  return finishApp(app);
}
