import { createContext, useContext } from 'react';

/**
 * Read the console's badges again: every action an operator confirms calls it, so a support request answered or a
 * quote priced leaves its count at once, without a reload.
 */
export const ConsoleRefresh = createContext<() => void>(() => {});

export const useConsoleRefresh = () => useContext(ConsoleRefresh);
