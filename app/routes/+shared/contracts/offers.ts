import { z } from "zod";
import { offerInputsSchema } from "../../../domain/offers/inputs.ts";
import { bankApplicationSchema } from "../../../modules/loan-file/records.server.ts";
import { CHOOSE_WITHIN_DAYS, offerChoiceSchema } from "../../../modules/offers/choose.server.ts";
import { offerSnapshotSchema } from "../../../modules/offers/snapshots.server.ts";
import { call, contract, error, invalid, json } from "./contract.ts";

// Fair offers (docs/product/offers.md): the borrower's inputs and the snapshot answered for them,
// and choosing a lender from a snapshot.

const snapshot = offerSnapshotSchema.meta({ id: "OfferSnapshot" });
const params = z.object({ id: z.string().meta({ description: "The snapshot's id." }) });

export const offers = contract("Offers", "/api/offers", {
  POST: call(
    "createOfferSnapshot",
    "Every partner lender's offer for these inputs, and why the others did not match",
    {
      description:
        "Matches the inputs against every participating lender (a partner bank with a lending policy) and stores the answer as a snapshot: GET /api/offers/{id} answers the same bytes forever, whatever policies change later. Every participating lender appears exactly once, in `offers` or in `not_matched`. The lead POST's per-address limit applies.",
      rawBody: z.object({ inputs: offerInputsSchema.meta({ id: "OfferInputs" }) }),
      201: json(snapshot, "The snapshot."),
      400: invalid(
        "A bad or missing input, named by its own name (`fields.loan_amount`), or no `inputs` object.",
      ),
    },
  ),
});

export const offer = contract("Offers", "/api/offers/{id}", {
  params,
  GET: call("getOfferSnapshot", "A snapshot, exactly as it was answered", {
    200: json(snapshot, "Byte for byte what POST answered."),
  }),
});

export const chooseOffer = contract("Offers", "/api/track/offers/{id}/choose", {
  params,
  POST: call("chooseOffer", "The borrower chooses a lender from their snapshot", {
    description:
      "Adds to the enquiry's lead a bank application already approved by the borrower (history: proposed, approved, both by `borrower`), carrying `offer_id` and the offer's figures; the team is mailed. The lead's first bank application moves it to `converted` and asks the borrower for the documents.",
    rawBody: offerChoiceSchema,
    201: json(z.strictObject({ bank_application: bankApplicationSchema }), "Chosen."),
    400: invalid(
      "Unreadable input, no `bank`, or `otp_verification` missing, expired or for another number (named in `fields`).",
    ),
    404: error(
      "Reference, mobile and snapshot do not belong together (or the snapshot is unknown).",
    ),
    409: error(
      `The lender did not match in this snapshot or is not in it, the lead already has a bank application with it, or the snapshot is older than ${CHOOSE_WITHIN_DAYS} days.`,
    ),
  }),
});
