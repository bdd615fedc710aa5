import { SESSION } from '@rb/contracts';

/** The events that count as the user being present (SPEC §4). */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'wheel', 'touchmove'] as const;

export interface InactivityDeps {
  /** Token expiry in ms since the epoch; null when unknown (an undecodable token has no expiry). */
  expiresAt(): number | null;
  /** Asks the server for a fresh token; resolves false when that failed. */
  refresh(): Promise<boolean>;
  /** Open the warning; it closes on its own by logging out at `deadline` unless the user answers. */
  onWarn(deadline: number): void;
  onWarningClosed(): void;
  onLogout(): void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

/**
 * Session inactivity rules of SPEC §4: a warning after 15 quiet minutes or 2 minutes before the
 * token expires, a 2-minute countdown to logout, and refreshes when activity meets a nearly expired token.
 */
export class InactivityManager {
  private inactivityTimer: ReturnType<typeof setTimeout> | undefined;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private countdownTimer: ReturnType<typeof setTimeout> | undefined;
  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private warning = false;
  private running = false;
  private readonly now: () => number;

  constructor(private readonly deps: InactivityDeps) {
    this.now = deps.now ?? Date.now;
  }

  get warningShown() {
    return this.warning;
  }

  start() {
    if (this.running) return;
    this.running = true;
    for (const type of ACTIVITY_EVENTS)
      this.target.addEventListener(type, this.onActivity, { passive: true });
    this.resetInactivity();
    this.scheduleExpiryWarning();
  }

  stop() {
    this.running = false;
    this.warning = false;
    for (const type of ACTIVITY_EVENTS) this.target.removeEventListener(type, this.onActivity);
    for (const timer of [this.inactivityTimer, this.expiryTimer, this.countdownTimer, this.debounceTimer]) {
      clearTimeout(timer);
    }
  }

  /** "I'm still here": a fresh token and fresh timers, or logout when the refresh fails. */
  async stayLoggedIn() {
    const ok = await this.deps.refresh();
    if (!this.running) return;
    if (!ok) return this.logOut();
    this.closeWarning();
    this.resetInactivity();
    this.scheduleExpiryWarning();
  }

  logOut() {
    this.stop();
    this.deps.onLogout();
  }

  private get target() {
    return this.deps.target ?? window;
  }

  private readonly onActivity = () => {
    if (this.warning) return;
    clearTimeout(this.debounceTimer);
    this.debounceTimer = setTimeout(() => void this.handleActivity(), SESSION.activityDebounceMs);
  };

  private async handleActivity() {
    if (this.warning || !this.running) return;
    this.resetInactivity();
    const expiresAt = this.deps.expiresAt();
    if (expiresAt !== null && expiresAt - this.now() <= SESSION.refreshWithinMs) {
      const ok = await this.deps.refresh();
      if (!this.running) return;
      if (!ok) return this.logOut();
      this.scheduleExpiryWarning();
    }
  }

  private resetInactivity() {
    clearTimeout(this.inactivityTimer);
    this.inactivityTimer = setTimeout(() => this.warn(), SESSION.inactivityMs);
  }

  private scheduleExpiryWarning() {
    clearTimeout(this.expiryTimer);
    const expiresAt = this.deps.expiresAt();
    if (expiresAt === null) return;
    const delay = expiresAt - SESSION.refreshWithinMs - this.now();
    if (delay <= 0) this.warn();
    else this.expiryTimer = setTimeout(() => this.warn(), delay);
  }

  private warn() {
    if (this.warning || !this.running) return;
    this.warning = true;
    clearTimeout(this.debounceTimer);
    const deadline = this.now() + SESSION.warningCountdownMs;
    this.countdownTimer = setTimeout(() => this.logOut(), SESSION.warningCountdownMs);
    this.deps.onWarn(deadline);
  }

  private closeWarning() {
    this.warning = false;
    clearTimeout(this.countdownTimer);
    this.deps.onWarningClosed();
  }
}
