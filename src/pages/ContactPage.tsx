import { CONTACT } from '../content/contact.js';
import { SupportForm } from '../support/SupportForm.js';
import { OfficeMap } from './OfficeMap.js';

/** SPEC §2.4 /contact-us: 'Get In Touch' with the form, phone numbers, email and the Noida office. */
export function ContactPage() {
  return (
    <div className="contact-page">
      <section aria-labelledby="contact-title" className="contact-form">
        <h1 id="contact-title">Get In Touch</h1>
        <p className="muted">Questions about a fabric, a bulk order or a delivery? Write to us and we will answer within a working day.</p>
        <SupportForm submitLabel="Send Message" />
      </section>
      <aside className="contact-details" aria-label="Contact details">
        <h2>Call us</h2>
        <ul>
          {CONTACT.phones.map((phone) => (
            <li key={phone}>
              <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </li>
          ))}
        </ul>
        <h2>Email</h2>
        <p>
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </p>
        <h2>Visit</h2>
        <address>
          {CONTACT.address.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p className="muted">{CONTACT.hours}</p>
        <OfficeMap />
      </aside>
    </div>
  );
}
