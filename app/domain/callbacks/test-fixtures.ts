// A callback request as POST /api/callback-requests takes it (docs/product/http-api.md), shared by
// the schema's test and the callbacks module's test: the name and the mobile as people type them.

export const CALLBACK_REQUEST = {
  name: " Ravi Kumar ",
  phone: "+91 98765-43210",
  city: "Pune",
  preferred_slot: "17:00-19:00",
  consent: true,
};
