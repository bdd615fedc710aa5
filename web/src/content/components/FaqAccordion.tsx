/** Questions as disclosure buttons; each answer opens and closes on its own. */
import { useId, useState } from 'react';
import type { FaqItem } from '../faq';

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className="faq__item">
      <h3>
        <button
          type="button"
          className="faq__question"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          {item.question}
        </button>
      </h3>
      <div id={answerId} className="faq__answer" hidden={!open}>
        {item.answer.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </div>
  );
}

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="faq__list">
      {items.map((item) => (
        <FaqEntry key={item.question} item={item} />
      ))}
    </div>
  );
}
