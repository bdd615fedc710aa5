import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/** Paths whose values never reach a log line: credentials, cookies and tokens. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  'password',
  'token',
];

/** JSON logs to stdout (or `destination`, for a test that reads them); LOG_LEVEL wins, tests are quiet unless asked. */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL,
  destination?: DestinationStream,
): Logger {
  const options = {
    name,
    level: level ?? (process.env.VITEST ? 'silent' : 'info'),
    redact: { paths: REDACT, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}
