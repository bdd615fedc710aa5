import Bowser from 'bowser';

const MAX = 100;

/**
 * What Settings calls a session's device: browser, major version and operating system read from the
 * user agent by a maintained parser ("Chrome 131 on Linux"). Only this label is stored, never the
 * whole user agent, which is a fingerprint.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name
    ? `${browser.name}${browser.version ? ` ${browser.version.split('.')[0]}` : ''}`
    : '';
  const system = os.name ? `${os.name}${os.versionName ? ` ${os.versionName}` : ''}` : '';
  const label = name && system ? `${name} on ${system}` : name || system || 'Unknown device';
  return label.slice(0, MAX);
}
