import { useEffect, useMemo } from 'react';
import { toast, Toaster } from 'react-hot-toast';
import { navigate } from 'wouter/use-browser-location';
import type { InspectionEvent, Observer } from 'xstate';
import { categoriesMachine } from '../../machines/categories.js';
import { productListMachine } from '../../machines/product-list.js';
import { sessionMachine } from '../../machines/session.js';
import { accountActors } from '../services/account-actors.js';
import { createApiClient } from '../services/api-client.js';
import { catalogueActors } from '../services/catalogue-actors.js';
import { clearStoredSession, storedToken, writeStoredSession } from '../services/session-storage.js';
import { CategoriesContext, ProductListContext } from '../state/catalogue.js';
import { InspectContext } from '../state/inspect.js';
import { AccountActorsContext } from '../state/services.js';
import { SessionContext } from '../state/session.js';
import { AppRoutes } from './AppRoutes.js';
import { paths } from './paths.js';

const SESSION_EXPIRED = 'session-expired';

/** Turns a 401 seen by the API client into the session's `session.expired` event. */
function SessionExpiry({ signal }: { signal: EventTarget }) {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const expire = () => session.send({ type: 'session.expired' });
    signal.addEventListener(SESSION_EXPIRED, expire);
    return () => signal.removeEventListener(SESSION_EXPIRED, expire);
  }, [session, signal]);
  return null;
}

export function App({ inspect }: { inspect?: Observer<InspectionEvent> | undefined }) {
  const wiring = useMemo(() => {
    const expiry = new EventTarget();
    const api = createApiClient({
      url: new URL('/graphql', window.location.origin).href,
      token: storedToken,
      onUnauthenticated: () => expiry.dispatchEvent(new Event(SESSION_EXPIRED)),
    });
    const catalogue = catalogueActors(api);
    const accounts = accountActors(api);
    return {
      expiry,
      accounts,
      productList: productListMachine.provide({ actors: { fetchProducts: catalogue.fetchProducts } }),
      categories: categoriesMachine.provide({
        actors: { fetchCategories: catalogue.fetchCategories },
        actions: { notifyLoadFailed: () => toast.error('Error fetching data') },
      }),
      session: sessionMachine.provide({
        actors: { restoreSession: accounts.restoreSession, revokeSession: accounts.revokeSession, lookupLocation: accounts.lookupLocation },
        actions: {
          persistSession: (_, session) => writeStoredSession(session),
          clearStoredSession,
          notifyLoggedOut: () => toast.success('Logged out successfully'),
          goHome: () => navigate(paths.home.href()),
          goToLogin: () => navigate(paths.login.href()),
        },
      }),
    };
  }, []);
  return (
    <SessionContext.Provider logic={wiring.session} options={{ inspect }}>
      <SessionExpiry signal={wiring.expiry} />
      <AccountActorsContext.Provider value={wiring.accounts}>
        <CategoriesContext.Provider logic={wiring.categories} options={{ inspect }}>
          <ProductListContext.Provider logic={wiring.productList} options={{ inspect }}>
            <InspectContext.Provider value={inspect}>
              <AppRoutes />
            </InspectContext.Provider>
            <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />
          </ProductListContext.Provider>
        </CategoriesContext.Provider>
      </AccountActorsContext.Provider>
    </SessionContext.Provider>
  );
}
