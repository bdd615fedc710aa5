import { useState } from 'react';

type Theme = 'light' | 'dark';

/** The stored theme choice (read by public/theme-init.js): a device preference, kept across logouts. */
export const THEME_KEY = 'theme';

const current = (): Theme => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');

/** Switches the theme; public/theme-init.js applies the stored choice before first paint. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(current);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={`Switch to ${next} theme`}
      aria-pressed={theme === 'dark'}
      onClick={() => {
        document.documentElement.dataset.theme = next;
        localStorage.setItem(THEME_KEY, next);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? '☀' : '☾'}
    </button>
  );
}
