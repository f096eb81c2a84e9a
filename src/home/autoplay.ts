import type { KeenSliderPlugin } from 'keen-slider/react.es.js';

/**
 * keen-slider autoplay (SPEC §9: every 3000 ms) that waits while the pointer is over the carousel, while focus is
 * inside it, and while `stopped()` says so (the Pause button, or prefers-reduced-motion). Hover and focus count
 * anywhere in the carousel's region (the slides' closest `[aria-roledescription="carousel"]`), buttons included.
 */
export const autoplay =
  (ms: number, stopped: () => boolean): KeenSliderPlugin =>
  (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const schedule = () => {
      clearTimeout(timer);
      if (hovered || focused || stopped()) return;
      timer = setTimeout(() => slider.next(), ms);
    };
    const listeners: [string, () => void][] = [
      [
        'mouseenter',
        () => {
          hovered = true;
          schedule();
        },
      ],
      [
        'mouseleave',
        () => {
          hovered = false;
          schedule();
        },
      ],
      [
        'focusin',
        () => {
          focused = true;
          schedule();
        },
      ],
      [
        'focusout',
        () => {
          focused = false;
          schedule();
        },
      ],
    ];
    const region = () => slider.container.closest<HTMLElement>('[aria-roledescription="carousel"]') ?? slider.container;
    slider.on('created', () => {
      for (const [name, listener] of listeners) region().addEventListener(name, listener);
      schedule();
    });
    slider.on('dragStarted', () => clearTimeout(timer));
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clearTimeout(timer);
      for (const [name, listener] of listeners) region().removeEventListener(name, listener);
    });
  };
