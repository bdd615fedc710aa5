import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { takeNotice } from '../session/farewell';

const Background3D = lazy(() => import('../components/Background3D'));

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Home: headline and call to action; the animated background loads only after first paint. */
export default function Home() {
  const [showBackground, setShowBackground] = useState(false);
  // Read once: a reload or a later visit shows Home as ever.
  const [notice] = useState(takeNotice);
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setShowBackground(true), 0));
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <section className="home">
      <div className="home-gradient" aria-hidden="true" />
      {showBackground && (
        <Suspense fallback={null}>
          <Background3D />
        </Suspense>
      )}
      <div className="home-content">
        {notice && (
          <p className="success" role="status">
            {notice}
          </p>
        )}
        <h1>Build Your Perfect Resume</h1>
        <p>Create, enhance and score your resume against any job description, then write the cover letter.</p>
        <Link to="/register" className="button-link">
          Get Started
        </Link>
      </div>
    </section>
  );
}
