import { usePageTitle } from '../lib/use-page-title.js';
import type { TextDocument } from '../content/document.js';

/** About, privacy and terms: a document kept as data, as headings, paragraphs and lists. */
export function TextPage({ document }: { document: TextDocument }) {
  usePageTitle(document.title);
  return (
    <article className="text-page">
      <header className="text-page-head">
        <h1>{document.title}</h1>
        <p className="lead">{document.intro}</p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} className="text-page-section">
          <h2>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
