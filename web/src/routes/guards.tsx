import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isAdminToken, useSession } from '../session/session';

/** Private pages need a token; the place the user came from is remembered for after login. */
export function RequireAuth() {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}

/** /admin: no session → /login, a non-admin token → /dashboard; the role is read on every render. */
export function RequireAdmin() {
  const { token, user } = useSession();
  const location = useLocation();
  if (!token || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdminToken(token)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
