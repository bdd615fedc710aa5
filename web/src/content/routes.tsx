/** The content routes (help centre, FAQ, features, 26 tutorials); WEB spreads these into its router. */
import { type ComponentType, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { TUTORIAL_CATALOG, type TutorialSlug } from './catalog';
import { TUTORIAL_LOADERS } from './tutorials/loaders';

function lazyTutorial(slug: TutorialSlug): ComponentType {
  return lazy(async () => {
    const [{ TutorialPage }, { default: tutorial }] = await Promise.all([
      import('./components/TutorialPage'),
      TUTORIAL_LOADERS[slug](),
    ]);
    return { default: () => <TutorialPage slug={slug} tutorial={tutorial} /> };
  });
}

function suspended(Page: ComponentType) {
  return (
    <Suspense
      fallback={
        <p className="content-loading" role="status">
          Loading…
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}

const HelpCenterPage = lazy(() => import('./pages/HelpCenterPage'));
const FaqPage = lazy(() => import('./pages/FaqPage'));
const FeaturesPage = lazy(() => import('./pages/FeaturesPage'));

export const contentRoutes: RouteObject[] = [
  { path: '/help-center', element: suspended(HelpCenterPage) },
  { path: '/help-center/faq', element: suspended(FaqPage) },
  { path: '/features', element: suspended(FeaturesPage) },
  ...TUTORIAL_CATALOG.map(({ slug }) => ({
    path: `/help-center/${slug}`,
    element: suspended(lazyTutorial(slug)),
  })),
];
