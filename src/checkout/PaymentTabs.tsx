import { useRef, type KeyboardEvent } from 'react';
import { PAYMENT_TABS } from '../../domain/checkout.js';
import type { PaymentTab } from '../../machines/checkout.js';

/** The id of a payment tab's button and of its panel, for aria-controls and aria-labelledby. */
export const tabId = (tab: PaymentTab) => `payment-tab-${tab.replace(/\s+/g, '-').toLowerCase()}`;
export const panelId = (tab: PaymentTab) => `${tabId(tab)}-panel`;

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The payment method tabs as the WAI-ARIA tabs pattern has them: one Tab stop (the chosen tab), arrow keys, Home and
 * End move between tabs and choose as they go (automatic activation), each tab controls its panel.
 */
export function PaymentTabs({
  tab,
  busy,
  offered,
  onTab,
}: {
  tab: PaymentTab;
  busy: boolean;
  /** The tabs this checkout offers (offeredTabs). */
  offered: readonly PaymentTab[];
  onTab: (tab: PaymentTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const tabs = PAYMENT_TABS.filter((candidate) => offered.includes(candidate.tab));
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEYS[event.key];
    if (!move || busy) return;
    event.preventDefault();
    const index = tabs.findIndex((candidate) => candidate.tab === tab);
    const next = tabs[move(index, tabs.length)]!.tab;
    onTab(next);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(next)}`)?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label="Payment method" ref={list}>
      {tabs.map((entry) => {
        const name = entry.tab;
        return (
          <button
            key={name}
            id={tabId(name)}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'tab tab-active' : 'tab'}
            disabled={busy}
            onClick={() => onTab(name)}
            onKeyDown={onKeyDown}
          >
            {name}
            {'takes' in entry && <span className="tab-takes"> · {entry.takes}</span>}
          </button>
        );
      })}
    </div>
  );
}
