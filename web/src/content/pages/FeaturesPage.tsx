/** /features: nine cards, each a feature the product really has. */
import '../content.css';
import { FeatureCard } from '../components/FeatureCard';
import { DATA_SOURCE_NOTICES } from '../dataSources';
import { FEATURES } from '../features';

export default function FeaturesPage() {
  return (
    <div className="content-page features">
      <title>Features</title>
      <h1>Features</h1>
      <p className="tutorial__intro">
        Everything you need to go from a blank page to a tailored application, free during our public launch.
      </p>
      <div className="feature-grid">
        {FEATURES.map((feature) => (
          <FeatureCard key={feature.title} feature={feature} />
        ))}
      </div>
      <section aria-labelledby="data-sources">
        <h2 id="data-sources">Data sources</h2>
        <p>The ATS match recognises tools, job titles and fields of study from open occupational data.</p>
        {DATA_SOURCE_NOTICES.map((notice) => (
          <p key={notice} className="muted">
            {notice}
          </p>
        ))}
      </section>
    </div>
  );
}
