import { Toaster } from 'react-hot-toast';
import type { InspectionEvent, Observer } from 'xstate';
import { CatalogueProvider } from '../products/CatalogueProvider.js';
import { ApiProvider } from '../services/api-context.js';
import { InspectContext } from '../services/inspect-context.js';
import { SessionProvider } from '../session/SessionProvider.js';
import { ShopProvider } from '../shop/ShopProvider.js';
import { AppRoutes } from './AppRoutes.js';

/** The app shell: each feature provides its own actors; screens load with their routes. */
export function App({ inspect }: { inspect?: Observer<InspectionEvent> | undefined }) {
  return (
    <InspectContext.Provider value={inspect}>
      <ApiProvider>
        <SessionProvider>
          <ShopProvider>
            <CatalogueProvider>
              <AppRoutes />
              <Toaster position="top-center" toastOptions={{ success: { duration: 2000 }, error: { duration: 4000 } }} />
            </CatalogueProvider>
          </ShopProvider>
        </SessionProvider>
      </ApiProvider>
    </InspectContext.Provider>
  );
}
