import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <section className="page narrow not-found">
      <h1>Page not found</h1>
      <p>Oops! The page you're looking for doesn't exist.</p>
      <Link to="/" className="button-link">
        Go Home
      </Link>
    </section>
  );
}
