import { jobActionResponseSchema, jobRefSchema, queuesResponseSchema } from '../api/operations';
import { defineEndpoint } from './endpoint';

export const operationsQueues = defineEndpoint({
  method: 'GET',
  path: '/api/admin/queues',
  service: 'admin',
  access: 'admin',
  summary: 'Per queue: job counts by state, throughput, durations, workers and the latest failed jobs.',
  reply: { kind: 'json', schema: queuesResponseSchema },
});

export const retryJob = defineEndpoint({
  method: 'POST',
  path: '/api/admin/jobs/:queue/:id/retry',
  service: 'admin',
  access: 'admin',
  summary: 'Run a failed job again.',
  params: jobRefSchema,
  notFound: 'Job not found.',
  reply: { kind: 'json', schema: jobActionResponseSchema },
});

export const removeJob = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/jobs/:queue/:id',
  service: 'admin',
  access: 'admin',
  summary: 'Remove a job that is not running.',
  params: jobRefSchema,
  notFound: 'Job not found.',
  reply: { kind: 'json', schema: jobActionResponseSchema },
});
