import { faqMachine } from '../../machines/faq.js';
import { FAQ } from '../content/faq.js';
import { useScreenMachine } from '../services/screen-actor.js';

/** SPEC §2.10 FAQ: an accordion of four, one open at a time, the first open at the start (WAI-ARIA accordion). */
export function Faq() {
  const [snapshot, send] = useScreenMachine(faqMachine);
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h1 id="faq-title">FAQ</h1>
      {FAQ.map((item, index) => {
        const open = snapshot.context.open === index;
        return (
          <div key={item.question} className={open ? 'faq-item faq-item-open' : 'faq-item'}>
            <h2>
              <button
                type="button"
                id={`faq-q-${index}`}
                aria-expanded={open}
                aria-controls={`faq-a-${index}`}
                onClick={() => send({ type: 'faq.toggle', index })}
              >
                {item.question}
                <span aria-hidden="true">{open ? '−' : '+'}</span>
              </button>
            </h2>
            <div id={`faq-a-${index}`} role="region" aria-labelledby={`faq-q-${index}`} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}
