import { Link } from 'react-router-dom';
import type { Feature } from '../features';

export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <article className="feature-card">
      <h2>{feature.title}</h2>
      <p>{feature.description}</p>
      {feature.link && (
        <p className="feature-card__link">
          <Link to={feature.link.to}>{feature.link.label}</Link>
        </p>
      )}
    </article>
  );
}
