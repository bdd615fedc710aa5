import { ResendVerification } from '../../components/ResendVerification';
import type { AccountStatus } from './useAccountStatus';

/** Settings → E-mail address: whether it is verified, and a new link when it is not. */
export function EmailAddress({ status, failed }: { status: AccountStatus | null; failed: boolean }) {
  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="email-address-heading">
      <h2 id="email-address-heading">E-mail address</h2>
      {failed && (
        <p className="error" role="alert">
          Could not load the state of your account. Please reload the page.
        </p>
      )}
      {status?.emailVerified === true && <p data-testid="email-verified">Your address is verified.</p>}
      {status?.emailVerified === false && (
        <>
          <p data-testid="email-verified">
            Your address is not verified yet. Open the link we e-mailed you; the daily AI enhancements start
            once it is verified.
          </p>
          <ResendVerification />
        </>
      )}
    </section>
  );
}
