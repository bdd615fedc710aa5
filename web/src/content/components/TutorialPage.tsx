import { catalogEntry, type TutorialSlug } from '../catalog';
import type { Tutorial } from '../tutorials/types';

export function TutorialPage({ slug, tutorial }: { slug: TutorialSlug; tutorial: Tutorial }) {
  return (
    <main>
      <h1>{catalogEntry(slug).title}</h1>
      <p>{tutorial.intro}</p>
    </main>
  );
}
