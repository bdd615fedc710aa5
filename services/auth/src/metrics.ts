import { prometheus } from '@rb/kit';

/** Wrong e-mail or password. A rise is guessing, or a broken client. */
export const loginFailures = new prometheus.Counter({
  name: 'rb_login_failures_total',
  help: 'Login attempts refused for a wrong e-mail or password',
});

/** Attempts the throttle refused (429) before any password was checked. */
export const loginThrottled = new prometheus.Counter({
  name: 'rb_login_throttled_total',
  help: 'Login attempts refused by the login throttle, by the limit that refused them',
  labelNames: ['limit'] as const,
});
