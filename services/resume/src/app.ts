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
import { jobRunner, type RateLimits, type ResumeServiceDeps } from './context';
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
}

/** The resume service (SPEC §7): every route needs a token and is rate-limited per user. */
export function createResumeApp(options: ResumeAppOptions): Express {
  const app = createServiceApp({
    name: 'resume',
    logger: options.logger,
    // Editor text and ATS resume HTML are up to 100-200k characters.
    jsonLimit: '1mb',
    ready: async () => {
      await sql`select 1`.execute(options.db);
      await options.jobs.ready();
    },
  });
  const auth = requireAuth({ tokens: options.tokens, db: options.db });
  const { config } = options;
  const all = { prefix: 'rl:resume:all', perMinute: config.RATE_LIMIT_PER_MINUTE };
  const costlyBudget = { prefix: 'rl:resume:costly', perMinute: config.COSTLY_RATE_LIMIT_PER_MINUTE };
  // Each request passes exactly one of these: a costly call counts against both budgets at once.
  const limits: RateLimits = {
    every: perUserRateLimit(options.redis, [all]),
    costly: perUserRateLimit(options.redis, [all, costlyBudget]),
  };
  const runJob = jobRunner(options);

  app.use('/api/resume', auth, resumeRoutes(options, runJob, limits));
  app.use('/api/openai', auth, limits.costly, aiRoutes(options, runJob));
  app.use('/api/ats', auth, limits.costly, atsRoutes(runJob));
  app.use('/api/cover-letter', auth, limits.costly, coverLetterRoutes(runJob));
  app.use('/api/jobs', auth, limits.every, jobRoutes(options));
  return finishApp(app);
}
