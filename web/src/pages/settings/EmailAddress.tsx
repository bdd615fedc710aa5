import { useEffect, useState } from 'react';
import { api } from '../../api/endpoints';
import { ResendVerification } from '../../components/ResendVerification';

/** Settings → E-mail address: whether it is verified, and a new link when it is not. */
export function EmailAddress() {
  const [verified, setVerified] = useState<boolean | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api
      .accountStatus()
      .then((status) => setVerified(status.emailVerified))
      .catch(() => setFailed(true));
  }, []);

  return (
    <section className="card" style={{ marginTop: '1rem' }} aria-labelledby="email-address-heading">
      <h2 id="email-address-heading">E-mail address</h2>
      {failed && (
        <p className="error" role="alert">
          Could not load the state of your address. Please reload the page.
        </p>
      )}
      {verified === true && <p data-testid="email-verified">Your address is verified.</p>}
      {verified === false && (
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
