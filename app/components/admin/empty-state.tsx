import type { ReactNode } from "react";

/** What an admin list shows instead of an empty table. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      {children}
    </p>
  );
}
