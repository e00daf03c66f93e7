import type { ReactNode } from "react";

/**
 * A public page's h1 and, when given, its intro paragraph (calculators, rates, projects,
 * privacy). `className` adds to the heading's own (its top margin).
 */
export function PageTitle({
  title,
  intro,
  className,
}: {
  title: ReactNode;
  intro?: ReactNode;
  className?: string;
}) {
  const heading = "text-3xl font-bold tracking-tight text-ink sm:text-4xl";
  return (
    <>
      <h1 className={className ? `${className} ${heading}` : heading}>{title}</h1>
      {intro ? <p className="mt-3 max-w-prose leading-relaxed text-slate-700">{intro}</p> : null}
    </>
  );
}
