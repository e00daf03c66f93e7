// A contact message as POST /api/contact-messages takes it (docs/product/http-api.md), shared by
// the schema's test and the contact module's test.

export const CONTACT_MESSAGE = {
  first_name: "Ravi",
  last_name: "Kumar",
  email: "ravi@example.test",
  phone: "+91 98765 43210",
  message: "Looking for a ₹50,00,000 home loan in Pune.",
  consent: true,
};
