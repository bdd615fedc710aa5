import { randomUUID } from 'node:crypto';

/** One request's fate: its HTTP status, or 0 when it got no answer (reset, refused, timed out). */
export interface Outcome {
  kind: string;
  status: number;
  ms: number;
  at: number;
}

/** A score job the load asked for, with what its request was answered. */
export interface JobRequest {
  jobId: string;
  status: number;
}

/** A client gives up on a request after this long and counts it as unanswered. */
const CLIENT_TIMEOUT_MS = 70_000;

const resumeHtml = '<h1>Ada Lovelace</h1><p>Python, SQL, data pipelines, team leadership, mentoring.</p>';
const jobDescription = 'Senior data engineer: Python, SQL, Airflow, mentoring, stakeholder communication.';

/**
 * A bounded mixed load through the gateway: each virtual user lists its resumes, scores a resume (a
 * job with its own X-Job-Id), reads a job's status and logs in again, in a loop until stopped.
 */
export function startLoad(url: string, users: number) {
  const outcomes: Outcome[] = [];
  const jobs: JobRequest[] = [];
  let running = true;

  async function call(
    kind: string,
    route: string,
    init: RequestInit = {},
  ): Promise<{ status: number; body: string } | undefined> {
    const started = Date.now();
    try {
      const res = await fetch(`${url}${route}`, { ...init, signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS) });
      const body = await res.text();
      outcomes.push({ kind, status: res.status, ms: Date.now() - started, at: started });
      return { status: res.status, body };
    } catch {
      outcomes.push({ kind, status: 0, ms: Date.now() - started, at: started });
      return undefined;
    }
  }

  const json = (body: unknown, token?: string): RequestInit => ({
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

  async function register(): Promise<{ email: string; password: string; token: string }> {
    const email = `chaos.${randomUUID()}@example.test`;
    const password = 'chaos password';
    for (;;) {
      const res = await fetch(
        `${url}/api/auth/register`,
        json({ firstName: 'Chaos', lastName: 'User', email, password }),
      );
      if (res.status === 201)
        return { email, password, token: ((await res.json()) as { token: string }).token };
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  async function user() {
    const account = await register();
    let token = account.token;
    let lastJob: { id: string; queued: boolean } | undefined;
    while (running) {
      const auth = { headers: { authorization: `Bearer ${token}` } };
      await call('list', '/api/resume/list', auth);
      const jobId = randomUUID();
      const init = json({ htmlResume: resumeHtml, jobDescription }, token);
      (init.headers as Record<string, string>)['x-job-id'] = jobId;
      const scored = await call('score', '/api/ats/score-resume', init);
      jobs.push({ jobId, status: scored?.status ?? 0 });
      // A score refused with 503 never queued its job, so its lookup is rightly a 404: named apart,
      // a 404 for a job that was queued (a lost status) stands out.
      if (lastJob) await call(lastJob.queued ? 'job' : 'job-never-queued', `/api/jobs/${lastJob.id}`, auth);
      lastJob = { id: jobId, queued: scored?.status === 200 || scored?.status === 504 };
      const login = await call(
        'login',
        '/api/auth/login',
        json({ email: account.email, password: account.password }),
      );
      if (login?.status === 200) token = (JSON.parse(login.body) as { token: string }).token;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const loops = Array.from({ length: users }, () => user());
  return {
    outcomes,
    jobs,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
