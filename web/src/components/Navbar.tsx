import { type KeyboardEvent, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { isAdminToken, useSession } from '../session/session';
import { ThemeToggle } from './ThemeToggle';

interface Link {
  to: string;
  label: string;
}

const visitorLinks: Link[] = [
  { to: '/', label: 'Home' },
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
  { to: '/features', label: 'Features' },
];
const userLinks: Link[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/resume-form', label: 'Resume Form' },
  { to: '/resume-editor', label: 'Resume Editor' },
  { to: '/generate-cover-letter', label: 'Cover Letter' },
];
const everyoneLinks: Link[] = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/legal', label: 'Legal' },
];

/** SPEC §2 navbar: links per audience, admin link from the token's role, a menu button on small screens. */
export function Navbar() {
  const { token } = useSession();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // Subscribing to the location re-renders the navbar on every route change, so the admin flag
  // below is recomputed from the token's role each time, as the SPEC asks.
  useLocation();
  const admin = isAdminToken(token);

  const links = [
    ...(token ? userLinks : visitorLinks),
    ...everyoneLinks,
    ...(admin ? [{ to: '/admin', label: 'Admin Panel' }] : []),
  ];

  // Escape closes the open menu from anywhere inside it, as a keyboard user expects of a disclosure,
  // and puts focus back on the button so it is not left on a link that has just been hidden.
  const closeOnEscape = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    setOpen(false);
    menuButton.current?.focus();
  };

  return (
    <header className="navbar">
      <nav aria-label="Main" onKeyDown={closeOnEscape}>
        <NavLink to="/" className="brand" end>
          Resume Builder
        </NavLink>
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="nav-links"
          onClick={() => setOpen((o) => !o)}
        >
          Menu
        </button>
        <ul id="nav-links" className={open ? 'nav-links open' : 'nav-links'}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ThemeToggle />
      </nav>
    </header>
  );
}
