/**
 * Slide carousel for the tutorials: buttons, arrow keys, and a horizontal swipe of at least
 * CAROUSEL_SWIPE_THRESHOLD_PX (shorter drags are treated as accidental and ignored).
 */
import { CAROUSEL_SWIPE_THRESHOLD_PX } from '@rb/contracts';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import type { CarouselSlide } from '../tutorials/types';
import { SampleResumePage } from './SampleResumePage';

export function Carousel({ label, slides }: { label: string; slides: CarouselSlide[] }) {
  const [index, setIndex] = useState(0);
  const swipeStartX = useRef<number | null>(null);
  const regionId = useId();
  const last = slides.length - 1;

  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStartX.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStartX.current === null) return;
    const distance = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distance) < CAROUSEL_SWIPE_THRESHOLD_PX) return;
    go(distance < 0 ? index + 1 : index - 1);
  };

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern; a fieldset would imply a form */}
      <div
        id={regionId}
        className="carousel__viewport"
        role="group"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide area takes focus so arrow keys can move it
        tabIndex={0}
        aria-label={`${label}, slide ${index + 1} of ${slides.length}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        {slides.map((item, position) => (
          // Every slide stays in the page (hidden when inactive) so its image is fetched with the page, not on swipe.
          <figure key={item.caption} hidden={position !== index} className="carousel__slide">
            <h3 className="carousel__title">
              {item.title}
              {item.verdict && (
                <span className={`verdict verdict--${item.verdict}`}>
                  {item.verdict === 'good' ? 'Good example' : 'Weak example'}
                </span>
              )}
            </h3>
            {item.image ? (
              <img
                className="carousel__image"
                src={item.image.src}
                alt={item.image.alt}
                draggable={false}
                width={800}
                height={500}
              />
            ) : (
              item.sample && <SampleResumePage lines={item.sample} />
            )}
            <figcaption className="carousel__caption">{item.caption}</figcaption>
            {item.points && (
              <ul className="carousel__points">
                {item.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </figure>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0} aria-controls={regionId}>
          ‹ Previous
        </button>
        <p className="carousel__position" aria-live="polite">
          Slide {index + 1} of {slides.length}
        </p>
        <button
          type="button"
          onClick={() => go(index + 1)}
          disabled={index === last}
          aria-controls={regionId}
        >
          Next ›
        </button>
      </div>
    </section>
  );
}
