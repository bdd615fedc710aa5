import path from 'node:path';
import { startTracing } from './tracing';

/**
 * Imported FIRST, for its effect, by every process entry (`import '@rb/kit/tracing-start'`), before
 * anything loads express, pg or ioredis, so OpenTelemetry's instrumentations can patch them as they
 * load. Off (nothing loaded) unless OTEL_EXPORTER_OTLP_ENDPOINT is set. The service name is
 * OTEL_SERVICE_NAME, else the entry's package folder: `gateway`, `auth`, `resume`, `workers`…
 * `shutdownTracing()` (kit) flushes it on the way out.
 */
const entry = process.argv[1] ?? '';
const packageFolder = path.basename(path.resolve(path.dirname(entry), '..'));
startTracing(process.env.OTEL_SERVICE_NAME ?? packageFolder);
