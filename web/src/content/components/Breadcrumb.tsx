/** The five-step trail above every tutorial: Home › Help Center › Tutorials › section › this page. */
import { Link } from 'react-router-dom';
import { HELP_SECTIONS, type HelpSectionId } from '../catalog';

export function Breadcrumb({ section, title }: { section: HelpSectionId; title: string }) {
  const sectionTitle = HELP_SECTIONS.find((item) => item.id === section)?.title ?? section;
  const steps = [
    { label: 'Home', to: '/' },
    { label: 'Help Center', to: '/help-center' },
    { label: 'Tutorials', to: '/help-center#tutorials' },
    { label: sectionTitle, to: `/help-center#${section}` },
  ];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {steps.map((step) => (
          <li key={step.label}>
            <Link to={step.to}>{step.label}</Link>
          </li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
