import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { ErrorAlert } from '../components/ErrorAlert';
import { Overlay } from '../components/Overlay';
import { TextField } from '../components/TextField';
import { returnPath } from '../routes/returnPath';
import { forgetSessionRejected, SESSION_EXPIRED, sessionWasRejected } from '../session/rejected';
import { saveSession, useSession } from '../session/session';

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

  // Logged in (already, or just now): go where the guard came from, else to the dashboard.
  if (token && !submitting) return <Navigate to={returnPath(location.state) ?? '/dashboard'} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    forgetSessionRejected();
    setError('');
    setSubmitting(true);
    try {
      const { token: newToken } = await api.login({ email, password, ...(needsCode ? { code } : {}) });
      saveSession(newToken, email.trim());
    } catch (err) {
      if (err instanceof ApiError && err.code === 'SECOND_FACTOR_REQUIRED') {
        setNeedsCode(true);
        setError(err.serverMessage ?? 'Enter the code from your authenticator app.');
        return;
      }
      setError(
        err instanceof ApiError && (err.status === 401 || err.status === 400)
          ? 'Invalid credentials. Please try again.'
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setSubmitting(false);
    }
  };

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
      </form>
      <p>
        <Link to="/forgot-password">Forgot password?</Link>
      </p>
      {submitting && <Overlay message="Logging in..." />}
    </section>
  );
}
