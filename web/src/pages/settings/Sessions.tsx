import type { SignedInSession } from '@rb/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { api } from '../../api/endpoints';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useAction } from '../../hooks/useAction';
import { logout } from '../../session/logout';

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * Settings → Signed-in sessions: every device signed in to the account, and a way to sign any of them
 * out (its refresh chain is revoked and its live connection closed by the server). Signing this
 * device out is the ordinary logout.
 */
export function Sessions() {
  const headingId = useId();
  const action = useAction<'load' | 'revoke'>();
  const [sessions, setSessions] = useState<SignedInSession[] | null>(null);
  const [notice, setNotice] = useState('');

  const load = useCallback(
    () =>
      action.run('load', async () => setSessions((await api.listSessions()).sessions), {
        failed: 'Failed to load your sessions.',
        unexpected: 'Network error occurred.',
        preferServer: true,
      }),
    [action.run],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const signOut = (session: SignedInSession) => {
    if (session.current) return logout();
    setNotice('');
    void action
      .run('revoke', () => api.revokeSession(session.id).then(() => undefined), {
        failed: 'Failed to sign that session out.',
        unexpected: 'Network error occurred.',
        preferServer: true,
      })
      .then(async (done) => {
        if (done) setNotice(`Signed out ${session.device}.`);
        await load();
      });
  };

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby={headingId}>
      <h2 id={headingId}>Signed-in sessions</h2>
      {sessions === null && action.busy === 'load' && <p role="status">Loading sessions...</p>}
      {sessions && (
        <ul className="sessions" aria-labelledby={headingId}>
          {sessions.map((session) => (
            <li key={session.id}>
              <p>
                <strong>{session.device}</strong>
                {session.current && ' (this device)'}
                <br />
                <span className="muted">
                  Signed in {when(session.signedInAt)}, last active {when(session.lastSeenAt)}
                </span>
              </p>
              <button
                type="button"
                className="secondary"
                disabled={action.busy !== null}
                aria-label={`Sign out ${session.device}${session.current ? ' (this device)' : ''}, last active ${when(session.lastSeenAt)}`}
                onClick={() => signOut(session)}
              >
                Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
      {notice && <p role="status">{notice}</p>}
      <ErrorAlert message={action.error} />
    </section>
  );
}
