import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/endpoints';
import { ApiError } from '../api/http';
import { takeMailedToken } from '../lib/mailedToken';
import { useSession } from '../session/session';

/** Where the mailed verification link leads: the address is verified as the page opens. */
export default function VerifyEmail() {
  const { token: session } = useSession();
  const [token] = useState(takeMailedToken);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(
    token ? null : { ok: false, text: 'This page opens from the link in a verification e-mail.' },
  );
  // Once, even when React runs the effect twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    api
      .verifyEmail({ token })
      .then(({ message }) => setResult({ ok: true, text: message }))
      .catch((err: unknown) =>
        setResult({
          ok: false,
          text: (err instanceof ApiError && err.serverMessage) || 'Something went wrong. Please try again.',
        }),
      );
  }, [token]);

  return (
    <section className="page narrow">
      <h1>Verify your e-mail address</h1>
      {result ? (
        <p className={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </p>
      ) : (
        <p role="status">Verifying...</p>
      )}
      <p>
        {session ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/login">Go to login</Link>}
      </p>
    </section>
  );
}
