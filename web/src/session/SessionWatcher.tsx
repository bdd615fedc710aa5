import { useEffect, useRef, useState } from 'react';
import { api } from '../api/endpoints';
import { Modal } from '../components/Modal';
import { InactivityManager } from './inactivity';
import { logout } from './logout';
import { getToken, replaceToken, useSession } from './session';
import { decodeClaims } from './token';

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time, shared by every caller: the server exchanges each token once and treats a
 * second exchange of the same token as theft (the whole session ends), so overlapping calls must not
 * each send the old token.
 */
function refreshToken(): Promise<boolean> {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function requestRefresh(): Promise<boolean> {
  try {
    const { token } = await api.refresh();
    if (!token) return false;
    replaceToken(token);
    return true;
  } catch {
    return false;
  }
}

function expiresAt(): number | null {
  const token = getToken();
  const exp = token ? decodeClaims(token)?.exp : null;
  return exp ? exp * 1000 : null;
}

/** Runs the inactivity manager while logged in and shows its warning with a live countdown. */
export function SessionWatcher() {
  const { token } = useSession();
  const loggedIn = token !== null;
  const [deadline, setDeadline] = useState<number | null>(null);
  const managerRef = useRef<InactivityManager | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const manager = new InactivityManager({
      expiresAt,
      refresh: refreshToken,
      onWarn: setDeadline,
      onWarningClosed: () => setDeadline(null),
      onLogout: () => {
        setDeadline(null);
        logout('/');
      },
    });
    managerRef.current = manager;
    manager.start();
    return () => {
      manager.stop();
      setDeadline(null);
    };
  }, [loggedIn]);

  if (deadline === null) return null;
  return (
    <Modal title="Are you still there?" className="session-warning">
      <p>
        You have been inactive for a while. For your security you will be logged out in{' '}
        <Countdown deadline={deadline} />.
      </p>
      <div className="actions">
        <button type="button" onClick={() => void managerRef.current?.stayLoggedIn()}>
          I'm still here
        </button>
        <button type="button" className="secondary" onClick={() => managerRef.current?.logOut()}>
          Log me out
        </button>
      </div>
    </Modal>
  );
}

function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <strong className="countdown" aria-live="off">
      {text}
    </strong>
  );
}
