// The callback form's time slots, apart from the zod schema: the form on the home page and the bank
// pages needs only these, and importing the schema would bring zod into those pages' JavaScript
// (the home page's budget, docs/performance.md).

/** IST slots: nobody is called outside 08:00–19:00. */
export const CALLBACK_SLOTS = ["08:00-11:00", "11:00-14:00", "14:00-17:00", "17:00-19:00"] as const;
export type CallbackSlot = (typeof CALLBACK_SLOTS)[number];

export const CALLBACK_SLOT_LABELS: Record<CallbackSlot, string> = {
  "08:00-11:00": "8 am – 11 am",
  "11:00-14:00": "11 am – 2 pm",
  "14:00-17:00": "2 pm – 5 pm",
  "17:00-19:00": "5 pm – 7 pm",
};
