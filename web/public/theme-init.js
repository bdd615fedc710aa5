// Apply the saved or preferred theme before first paint so dark-mode users see no flash.
(() => {
  try {
    let t = localStorage.getItem('theme');
    if (t !== 'dark' && t !== 'light') {
      t = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    document.documentElement.setAttribute('data-theme', t);
  } catch {
    // Storage may be blocked; the light theme is the fallback.
  }
})();
