import '../styles/checkout.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { CHECKOUT_MESSAGES } from '../../domain/checkout.js';
import { checkoutPaymentProblems } from '../../machines/checkout.js';
import { billingDraft } from '../../machines/account-addresses.js';
import { SessionContext } from '../session/session-context.js';
import { Popup } from '../components/Popup.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { ShopContext } from '../shop/shop-context.js';
import { SignInFirst } from '../shop/SignInFirst.js';
import { AddressBookPopups } from './AddressBook.js';
import { AddressStep } from './AddressStep.js';
import { useCheckoutLogic } from './checkout-logic.js';
import { keptChoices } from './kept-choices.js';
import { PurchaseSummary } from './PurchaseSummary.js';
import { PaymentStep } from './PaymentStep.js';
import { ShippingStep } from './ShippingStep.js';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);

/** The simulated payment provider is in use (no VITE_PAYMENT_PROVIDER): its test cards are shown beside the form. */
const TEST_CARDS = (import.meta.env.VITE_PAYMENT_PROVIDER || 'simulated') === 'simulated';

const STEPS = [
  {
    name: 'Address',
    icon: icon('M12 21 C12 21 5 14 5 9 A7 7 0 0 1 19 9 C19 14 12 21 12 21 Z M12 11.5 A2.5 2.5 0 1 0 12 6.5 A2.5 2.5 0 1 0 12 11.5 Z'),
  },
  {
    name: 'Shipping',
    icon: icon(
      'M2 6 H14 V16 H2 Z M14 10 H18 L21 13 V16 H14 M6 19 A2 2 0 1 0 6 15 A2 2 0 1 0 6 19 Z M17 19 A2 2 0 1 0 17 15 A2 2 0 1 0 17 19 Z',
    ),
  },
  { name: 'Payment', icon: icon('M3 6 H21 V18 H3 Z M3 10 H21 M6 14 H10') },
] as const;
/** Each step's heading, which takes the focus when the step opens. */
const STEP_HEADINGS = ['address-step-title', 'shipping-step-title', 'payment-step-title'] as const;

export function CheckoutPage() {
  return (
    <SignInFirst title="Checkout">
      <Checkout />
    </SignInFirst>
  );
}

function Checkout() {
  const shop = ShopContext.useActorRef();
  const phone = SessionContext.useSelector((session) => session.context.user?.phone ?? '');
  const emptyCart = ShopContext.useSelector((state) => state.matches('ready') && state.context.cart.lines.length === 0);
  // A payment that failed kept its choices: opened again for the same cart, Checkout resumes at the Payment step.
  const [resume] = useState(() => keptChoices(shop.getSnapshot().context.cart));
  const [snapshot, send] = useScreenMachine(useCheckoutLogic(), { input: { resume } });
  // The address book is the checkout's child: it tells the checkout the book as it is after each change.
  const book = snapshot.children.addressBook;

  const { context } = snapshot;
  const step = snapshot.matches('address') ? 0 : snapshot.matches('shipping') ? 1 : 2;
  const placing = snapshot.matches({ payment: 'placing' });
  const nextDisabled =
    step === 0
      ? context.addressId === null || !snapshot.matches({ address: 'ready' })
      : step === 1 && !snapshot.can({ type: 'checkout.next' });
  const reachable = [true, context.addressId !== null, context.addressId !== null && step >= 1];
  const problems = context.showProblems ? checkoutPaymentProblems(context) : {};
  // After Next or Back the focus moves to the new step's heading (once it is drawn), so a keyboard or screen reader
  // user starts the step at its top instead of at the page's end.
  const focusedStep = useRef(step);
  const summaryShown = context.summary !== null;
  useEffect(() => {
    if (focusedStep.current === step) return;
    const heading = document.getElementById(STEP_HEADINGS[step]!);
    if (!heading) return;
    focusedStep.current = step;
    heading.focus();
  }, [step, summaryShown, snapshot.value]);
  const paymentForm = useRef<HTMLDivElement>(null);
  const place = () => {
    send({ type: 'checkout.place' });
    // Details a provider would refuse: the first field to fix gets the focus, and with it its message is read out.
    requestAnimationFrame(() => paymentForm.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  };

  // The checkout has ended and `leave` is taking the buyer on.
  if (snapshot.status === 'done') return null;
  // Nothing to check out: say so, and where to find fabric (the address step would lead nowhere).
  if (step === 0 && emptyCart)
    return (
      <div className="checkout-page">
        <h1>Checkout</h1>
        <div className="empty-state">
          <h2>Your cart is empty</h2>
          <p>Add the fabric you need to your cart, then check out here.</p>
          <Link href={paths.products.href()} className="button">
            Explore fabrics
          </Link>
        </div>
      </div>
    );

  return (
    <div className="checkout-page">
      <h1>Checkout</h1>
      <ol className="checkout-steps" aria-label="Checkout steps">
        {STEPS.map(({ name, icon: picture }, index) => (
          <li
            key={name}
            className={
              index === step
                ? 'checkout-step checkout-step-current'
                : reachable[index]
                  ? 'checkout-step'
                  : 'checkout-step checkout-step-locked'
            }
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="checkout-step-icon">{picture}</span>
            <span>
              Step {index + 1}
              <strong>{name}</strong>
            </span>
          </li>
        ))}
      </ol>

      {step === 0 && (
        <AddressStep
          addresses={context.addresses}
          chosen={context.addressId}
          loading={snapshot.matches({ address: 'loading' })}
          failed={snapshot.matches({ address: 'failed' })}
          busy={snapshot.matches({ address: 'choosing' })}
          onChoose={(id) => send({ type: 'address.choose', id })}
          onAdd={() => book?.send({ type: 'book.add' })}
          billing={billingDraft({ addresses: context.addresses, billing: context.billing, phone })}
          onAddBilling={(draft) => book?.send({ type: 'book.add', draft })}
          onEdit={(address) => book?.send({ type: 'book.edit', address })}
          onDelete={(id) => book?.send({ type: 'book.delete', id })}
          onRetry={() => send({ type: 'checkout.retry' })}
        />
      )}
      {step === 1 && (
        <ShippingStep
          shipping={context.shipping}
          selectedDate={context.selectedDate}
          onChoose={(id) => send({ type: 'shipping.choose', id })}
          onDate={(date) => send({ type: 'shipping.date', date })}
        />
      )}
      {step === 2 && (
        <div ref={paymentForm}>
          <PaymentStep
            summary={context.summary}
            loading={snapshot.matches({ payment: 'loading' })}
            failed={snapshot.matches({ payment: 'failed' })}
            busy={placing}
            tab={context.tab}
            card={context.card}
            upiId={context.upiId}
            reference={{ poNumber: context.poNumber, requestedDelivery: context.requestedDelivery }}
            problems={problems}
            testCards={TEST_CARDS}
            scheduledDay={context.selectedDate}
            onTab={(tab) => send({ type: 'payment.tab', tab })}
            onCard={(field, value) => send({ type: 'payment.card', field, value })}
            onUpi={(value) => send({ type: 'payment.upi', value })}
            onReference={(field, value) => send({ type: 'reference.change', field, value })}
            onRetry={() => send({ type: 'checkout.retry' })}
          />
        </div>
      )}

      <div className="checkout-buttons">
        <button type="button" className="button button-secondary" disabled={placing} onClick={() => send({ type: 'checkout.back' })}>
          Back
        </button>
        {step < 2 ? (
          <button type="button" className="button" disabled={nextDisabled} onClick={() => send({ type: 'checkout.next' })}>
            Next
          </button>
        ) : (
          <button type="button" className="button" disabled={!snapshot.matches({ payment: 'ready' })} onClick={place}>
            {placing ? 'Placing Order…' : 'Place Order'}
          </button>
        )}
      </div>

      {book && <AddressBookPopups book={book} />}
      {snapshot.matches('succeeded') && context.purchase?.approvalId && (
        <Popup
          id="order-for-approval"
          title="Sent for approval"
          subtitle="Nothing is placed yet"
          busy={false}
          onRequestClose={() => send({ type: 'popup.close' })}
          onSubmit={() => send({ type: 'popup.close' })}
        >
          <p role="status">{context.purchase.message}</p>
          <p>You will be told by email when it is approved (it is then placed) or rejected.</p>
          <div className="popup-actions">
            <button type="submit" className="button">
              Continue
            </button>
          </div>
        </Popup>
      )}
      {snapshot.matches('succeeded') && context.purchase && !context.purchase.approvalId && (
        <Popup
          id="payment-success"
          title={CHECKOUT_MESSAGES.paymentSuccess}
          subtitle={`Purchase ${context.purchase.purchaseId}`}
          busy={false}
          onRequestClose={() => send({ type: 'popup.close' })}
          onSubmit={() => send({ type: 'popup.close' })}
        >
          <PurchaseSummary purchase={context.purchase} />
          <div className="popup-actions">
            <button type="submit" className="button">
              Continue
            </button>
          </div>
        </Popup>
      )}
      {snapshot.matches('failed') && (
        <Popup
          id="payment-failure"
          title={CHECKOUT_MESSAGES.paymentFailure}
          subtitle="Nothing was placed and nothing was charged."
          busy={false}
          onRequestClose={() => send({ type: 'popup.close' })}
          onSubmit={() => send({ type: 'popup.close' })}
        >
          <p role="alert">{context.failure}</p>
          <p>Your address, shipping and cart are kept: pay another way now, or come back to them from the cart.</p>
          <div className="popup-actions">
            <button type="button" className="button" onClick={() => send({ type: 'payment.another' })}>
              Try another way
            </button>
            <button type="submit" className="button button-secondary">
              Back to cart
            </button>
          </div>
        </Popup>
      )}
    </div>
  );
}
