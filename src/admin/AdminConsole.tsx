import '../styles/checkout.css';
import '../styles/admin.css';
import { useEffect, useRef, type ReactElement } from 'react';
import { Link } from 'wouter';
import { ADMIN_SECTIONS, type AdminSection } from '../../domain/admin.js';
import { usePageTitle } from '../lib/use-page-title.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { SessionContext } from '../session/session-context.js';
import { useWaitingBadges } from './desks.js';
import { adminPath } from './admin-paths.js';
import { ActivitySection } from './ActivitySection.js';
import { BuyersSection } from './BuyersSection.js';
import { CompaniesSection } from './CompaniesSection.js';
import { CompanyLedgerDesk } from './CompanyLedgerDesk.js';
import { ReceivablesSection } from './ReceivablesSection.js';
import { CouponsSection } from './CouponsSection.js';
import { FabricForm } from './FabricForm.js';
import { FabricsSection } from './FabricsSection.js';
import { OrderDetail } from './OrderDetail.js';
import { OrdersSection } from './OrdersSection.js';
import { ReviewsSection } from './ReviewsSection.js';
import { StockSection } from './StockSection.js';
import { SupportSection } from './SupportSection.js';
import { TaxRatesSection } from './TaxRatesSection.js';
import { GstReturnsSection } from './GstReturnsSection.js';
import { QuoteDesk } from './QuoteDesk.js';
import { QuotesSection } from './QuotesSection.js';
import { ClaimDesk } from './ClaimDesk.js';
import { ClaimsSection } from './ClaimsSection.js';
import { FailedJobsSection } from './FailedJobsSection.js';
import { ConsoleRefresh } from './console-refresh.js';

const isSection = (value: string | undefined): value is AdminSection => ADMIN_SECTIONS.some((section) => section.path === value);

function sectionView(section: AdminSection, id: string | undefined): ReactElement {
  switch (section) {
    case 'orders':
      return id ? <OrderDetail key={id} id={id} /> : <OrdersSection />;
    case 'fabrics':
      return id ? <FabricForm key={id} id={id} /> : <FabricsSection />;
    case 'stock':
      return <StockSection />;
    case 'coupons':
      return <CouponsSection />;
    case 'tax-rates':
      return <TaxRatesSection />;
    case 'gst-returns':
      return <GstReturnsSection />;
    case 'support':
      return <SupportSection />;
    case 'quotes':
      return id ? <QuoteDesk key={id} id={id} /> : <QuotesSection />;
    case 'claims':
      return id ? <ClaimDesk key={id} id={id} /> : <ClaimsSection />;
    case 'reviews':
      return <ReviewsSection />;
    case 'buyers':
      return <BuyersSection />;
    case 'companies':
      return id ? <CompanyLedgerDesk key={id} id={id} /> : <CompaniesSection />;
    case 'receivables':
      return <ReceivablesSection />;
    case 'activity':
      return <ActivitySection />;
    case 'jobs':
      return <FailedJobsSection />;
  }
}

/** The sections, with badges for the support requests and quotes that wait. */
function ConsoleNav({ section, waiting }: { section: AdminSection; waiting: { support: number; quotes: number } }) {
  return (
    <nav className="admin-nav" aria-label="Console sections">
      <p className="admin-nav-title">Operators’ console</p>
      <ul>
        {ADMIN_SECTIONS.map((entry) => (
          <li key={entry.path}>
            <Link href={adminPath(entry.path)} aria-current={entry.path === section ? 'page' : undefined}>
              {entry.label}
              {(entry.path === 'support' || entry.path === 'quotes') && waiting[entry.path] > 0 && (
                <span className="count-badge admin-badge" aria-label={`${waiting[entry.path]} waiting`}>
                  {waiting[entry.path]}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <a href="/api/docs/" className="admin-docs-link">
        API documentation
      </a>
    </nav>
  );
}

function Console({ section, id }: { section: AdminSection; id: string | undefined }) {
  const label = ADMIN_SECTIONS.find((entry) => entry.path === section)!.label;
  usePageTitle(`${label} · Console`);
  // The badges are read afresh on each section and after each action the operator confirms.
  const badges = useWaitingBadges();
  const { reload } = badges;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else reload();
  }, [section, id, reload]);
  return (
    <ConsoleRefresh.Provider value={reload}>
      <div className="admin">
        <ConsoleNav section={section} waiting={badges.data ?? { support: 0, quotes: 0 }} />
        <section className="admin-main" aria-labelledby="admin-title">
          <h1 id="admin-title">{label}</h1>
          {sectionView(section, id)}
        </section>
      </div>
    </ConsoleRefresh.Provider>
  );
}

/**
 * /admin: the operators' console, its code loaded only when an operator opens it. Anyone else (signed out, or a
 * buyer not in ADMIN_EMAILS) sees the not-found screen, and /api/admin refuses them anyway.
 */
export function AdminConsole({ section, id }: { section?: string | undefined; id?: string | undefined }) {
  const operator = SessionContext.useSelector((snapshot) => snapshot.context.user?.operator === true);
  if (!operator) return <NotFoundPage />;
  if (section !== undefined && !isSection(section)) return <NotFoundPage />;
  return <Console section={section ?? 'orders'} id={id} />;
}
