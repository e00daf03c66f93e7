// English messages of the "partners" namespace (see app/i18n/README.md): /partners, the lenders
// GharSetu works with and how it is paid (docs/product/borrower-view.md "Partners and how we are
// paid").
export default {
  "partners.title": "Our partners and how we are paid",
  "partners.intro":
    "{siteName} is a marketplace, not a lender. These are the lenders we work with, what we are paid, and by whom.",
  "partners.lenders.heading": "The lenders we work with",
  "partners.lenders.none": "We are not working with any lender at the moment.",
  "partners.lenders.rate": "Indicative rate: {rate}",
  "partners.paid.heading": "How {siteName} is paid",
  "partners.paid.lender":
    "The lender pays us a fee when it disburses a loan that came to it through us.",
  "partners.paid.borrower":
    "You pay {siteName} nothing: not for comparing banks, the eligibility check, your file or our help.",
  "partners.paid.fees":
    "A lender's own charges, such as its processing fee, are the lender's; each bank's page shows them.",
  "partners.choose.heading": "You choose which banks see your file",
  "partners.choose.body":
    "We send your file only to the banks you approve, and you can see which banks hold it on the <0>track page</0>. You can withdraw your consent at any time, as the <1>privacy notice</1> explains.",
  "partners.grievance": "Something not right? Our <0>Grievance Officer</0> replies within 30 days.",
} satisfies Record<string, string>;
