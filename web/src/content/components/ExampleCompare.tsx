import type { ExampleBlock } from '../tutorials/types';

/** A weak line next to a stronger rewrite, with the reason the rewrite works. */
export function ExampleCompare({ example }: { example: ExampleBlock }) {
  return (
    <figure className="example">
      <div className="example__pair">
        <p className="example__weak">
          <span className="example__tag">Weak</span> {example.weak}
        </p>
        <p className="example__strong">
          <span className="example__tag">Stronger</span> {example.strong}
        </p>
      </div>
      <figcaption>{example.why}</figcaption>
    </figure>
  );
}
