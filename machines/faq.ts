import { assign, setup } from 'xstate';

export type FaqEvent = { type: 'faq.toggle'; index: number };

/** SPEC §2.10 FAQ accordion: one item open at a time, the first open at the start; opening the open one closes it. */
export const faqMachine = setup({
  types: { context: {} as { open: number | null }, events: {} as FaqEvent },
}).createMachine({
  id: 'faq',
  context: { open: 0 },
  on: {
    'faq.toggle': { actions: assign({ open: ({ context, event }) => (context.open === event.index ? null : event.index) }) },
  },
});
