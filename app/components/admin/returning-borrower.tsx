import { Link } from "../router-links.tsx";

// 'Returning borrower' (docs/product/speed-to-lead.md "Returning borrowers"): the same mobile
// sent an open enquiry in the 90 days before this one, or sent another after it; each links to
// the other, so whoever calls knows the whole story.

interface EnquiryLink {
  type: "lead" | "callback";
  id: number;
  reference: string;
  href: string;
}

const NOUNS = { lead: "Lead", callback: "Callback request" } as const;

function EnquiryAnchor({ link }: { link: EnquiryLink }) {
  return (
    <Link to={link.href} className="font-semibold text-brand-700 underline">
      {NOUNS[link.type]} {link.reference}
    </Link>
  );
}

export function ReturningBorrower({
  returning,
}: {
  returning: { earlier: EnquiryLink | null; later: EnquiryLink[] };
}) {
  if (!returning.earlier && returning.later.length === 0) return null;
  return (
    <section
      aria-labelledby="returning-borrower"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <h3 id="returning-borrower" className="font-bold">
        Returning borrower
      </h3>
      {returning.earlier ? (
        <p className="mt-1">
          The same mobile number sent an earlier enquiry: <EnquiryAnchor link={returning.earlier} />
          .
        </p>
      ) : null}
      {returning.later.length > 0 ? (
        <div className="mt-1">
          <p>The same mobile number sent later enquiries:</p>
          <ul className="ml-5 list-disc">
            {returning.later.map((link) => (
              <li key={`${link.type}-${link.id}`}>
                <EnquiryAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
