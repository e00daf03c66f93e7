import { type ReactNode, useId } from "react";

/**
 * A white card with its own heading, which names the section for screen readers
 * (`aria-labelledby`): the save-loan form and the verification on /my-loan, the answer on
 * /track, and a loan file's documents and ledger. `headingId` is the heading's id when a link or
 * a test points at it (otherwise one of React's own); `headingLevel` 3 where the panel stands
 * inside another section (a loan file on /account).
 */
export function TitledPanel({
  title,
  headingId,
  headingLevel = 2,
  id,
  testId,
  children,
}: {
  title: ReactNode;
  headingId?: string;
  headingLevel?: 2 | 3;
  id?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const labelId = headingId ?? ownId;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      id={id}
      aria-labelledby={labelId}
      data-testid={testId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <Heading id={labelId} className="text-xl font-bold text-ink">
        {title}
      </Heading>
      {children}
    </section>
  );
}
