import { useCallback } from "react";
import { useSubmit } from "react-router";
import { T, useI18n } from "../../i18n/i18n.tsx";
import { PhoneVerification } from "../phone-verification.tsx";
import { Link } from "../router-links.tsx";
import {
  type BorrowerBankApplicationData,
  BorrowerBankApplications,
  type DecisionNotice,
} from "./borrower-bank-applications.tsx";

// The loan file on /track (docs/product/loan-file.md): the banks after the look-up; once the
// mobile is verified by OTP (the same 'Send code' / 'Verify' as the forms), the look-up is posted
// again with the token, which answers the amounts and brings Approve/Decline. Without an SMS
// provider the borrower decides on /account.

export interface TrackLoanFileProps {
  applications: BorrowerBankApplicationData[];
  mobileVerified: boolean;
  lookup: { reference: string; phone: string; otp_verification: string };
  verifyOffered: boolean;
  bankNames: Record<string, string>;
  notice?: DecisionNotice | null;
  /** The checklist is there: verification is offered for it even before any bank. */
  hasDocuments?: boolean;
}

export function TrackLoanFile({
  applications,
  mobileVerified,
  lookup,
  verifyOffered,
  bankNames,
  notice,
  hasDocuments = false,
}: TrackLoanFileProps) {
  const { t, href } = useI18n();
  const submit = useSubmit();
  const { reference, phone } = lookup;
  const onVerified = useCallback(
    (token: string | null) => {
      if (!token) return;
      submit(
        { intent: "track", reference, phone, otp_verification: token },
        { method: "post", action: href("/track") },
      );
    },
    [submit, href, reference, phone],
  );
  const proposed = applications.some((a) => a.stage === "proposed");
  let next: React.ReactNode = null;
  if (mobileVerified) {
    next = <p className="mt-4 text-sm text-green-900">{t("loan-file.verified")}</p>;
  } else if (verifyOffered && (applications.length > 0 || hasDocuments)) {
    next = (
      <div className="mt-4 space-y-2">
        <p className="text-sm">
          {t(proposed ? "loan-file.verifyToDecide" : "loan-file.verifyToSee")}
        </p>
        <PhoneVerification phone={phone} onVerified={onVerified} />
      </div>
    );
  } else if (proposed) {
    next = (
      <p className="mt-4 text-sm">
        <T
          id="loan-file.accountOnly"
          components={{ 0: <Link to={href("/account")} className="font-semibold underline" /> }}
        />
      </p>
    );
  }
  return (
    <BorrowerBankApplications
      applications={applications}
      bankNames={bankNames}
      notice={notice ?? undefined}
      decide={
        mobileVerified
          ? { action: href("/track"), fields: { intent: "decide", ...lookup } }
          : undefined
      }
    >
      {next}
    </BorrowerBankApplications>
  );
}
