import type { TutorialBlock } from '../tutorials/types';
import { Carousel } from './Carousel';
import { CommonMistakesTable } from './CommonMistakesTable';
import { ExampleCompare } from './ExampleCompare';

export function TutorialBlockView({ block }: { block: TutorialBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
    case 'example':
      return <ExampleCompare example={block} />;
    case 'carousel':
      return <Carousel label={block.label} slides={block.slides} />;
    case 'mistakes':
      return <CommonMistakesTable block={block} />;
    case 'tip':
      return (
        <p className="tip">
          <strong>Tip:</strong> {block.text}
        </p>
      );
  }
}
