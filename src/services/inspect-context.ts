import { createContext, useContext } from 'react';
import type { InspectionEvent, Observer } from 'xstate';

/** The Stately inspector observer (development only), for machines a screen starts itself. */
export const InspectContext = createContext<Observer<InspectionEvent> | undefined>(undefined);

export const useInspect = () => useContext(InspectContext);
