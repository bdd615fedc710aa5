import { useNavigate } from 'react-router-dom';
import { logout } from '../session/logout';

/** The header of every private page: its title, Settings and Logout (which goes to /). */
export function PrivateHeader({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="private-header">
      <h1>{title}</h1>
      <div className="actions">
        <button type="button" className="secondary" onClick={() => navigate('/settings')}>
          Settings
        </button>
        <button type="button" className="secondary" onClick={() => logout('/')}>
          Logout
        </button>
      </div>
    </div>
  );
}
