import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { Overlay } from '../components/Overlay';
import { TextField } from '../components/TextField';
import { answerWithPasskey, passkeyFailure } from '../lib/passkeyCeremony';
import { returnPath } from '../routes/returnPath';
import { forgetSessionRejected, SESSION_EXPIRED, sessionWasRejected } from '../session/rejected';
import { saveSession, useSession } from '../session/session';
import { decodeClaims } from '../session/token';

export default function Login() {
  const { token } = useSession();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  // Asked for once the server says the account has a second factor (its password was right).
  const [needsCode, setNeedsCode] = useState(false);
  const [code, setCode] = useState('');
  // Arriving because the server ended the session: say so until the user tries again.
  const [error, setError] = useState(() => (sessionWasRejected() ? SESSION_EXPIRED : ''));
  const [submitting, setSubmitting] = useState(false);
  const webauthn = browserSupportsWebAuthn();

  // Logged in (already, or just now): go where the guard came from, else to the dashboard.
  if (token && !submitting) return <Navigate to={returnPath(location.state) ?? '/dashboard'} replace />;

  /**
   * Runs one way of signing in and keeps its token; `email` is the typed one, or (a passkey, with no
   * e-mail typed) the one the token carries.
   */
  const signIn = async (attempt: () => Promise<{ token: string }>, typedEmail?: string) => {
    forgetSessionRejected();
    setError('');
    setSubmitting(true);
    try {
      const { token: newToken } = await attempt();
      saveSession(newToken, typedEmail ?? decodeClaims(newToken)?.email ?? '');
    } catch (err) {
      if (err instanceof ApiError && err.code === 'SECOND_FACTOR_REQUIRED') {
        setNeedsCode(true);
        setError(err.serverMessage ?? 'Enter the code from your authenticator app.');
        return;
      }
      setError(
        passkeyFailure(err) ??
          (err instanceof ApiError && (err.status === 401 || err.status === 400)
            ? (typedEmail === undefined && err.serverMessage) || 'Invalid credentials. Please try again.'
            : 'Something went wrong. Please try again.'),
      );
    } finally {
      setSubmitting(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void signIn(() => api.login({ email, password, ...(needsCode ? { code } : {}) }), email.trim());
  };

  /** The second factor by one of the account's passkeys, in place of the code. */
  const secondFactorByPasskey = () =>
    void signIn(async () => api.login({ email, password, passkey: await answerWithPasskey() }), email.trim());

  /** No e-mail, no password: the browser offers the site's passkeys. */
  const passwordless = () => void signIn(async () => api.passkeyLogin(await answerWithPasskey()));

  return (
    <section className="page narrow">
      <h1>Login</h1>
      <form onSubmit={submit} className="form">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        {needsCode && (
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            required
            autoFocus
            value={code}
            onChange={setCode}
          />
        )}
        <ErrorAlert message={error} />
        <button type="submit">Login</button>
        {needsCode && webauthn && (
          <button type="button" className="secondary" onClick={secondFactorByPasskey}>
            Use a passkey instead
          </button>
        )}
      </form>
      {webauthn && !needsCode && (
        <p>
          <button type="button" className="secondary" onClick={passwordless}>
            Sign in with a passkey
          </button>
        </p>
      )}
      <p>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      {submitting && <Overlay message="Logging in..." />}
    </section>
  );
}
