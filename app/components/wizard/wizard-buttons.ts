// The wizard's two button styles (primary: Next and Submit; secondary: Back).

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-brand-600 px-6 py-2 font-semibold text-white hover:bg-brand-700";
export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-500 bg-white px-6 py-2 font-semibold text-ink hover:bg-slate-50";
