// What a borrower with a saved loan is told (docs/product/my-loan.md "Told when it matters"), by
// e-mail and by SMS, in the loan's language. Pure: the module queues these through the outbox.

import type { Language } from "../enums.ts";
import { formatDay, formatInr } from "../format.ts";
import { type MailContent, render } from "../team/mail.ts";

export type MyLoanNotice =
  | {
      kind: "benchmark_changed";
      repoRate: number;
      newRate: number;
      newEmi: number;
      /** Months under keep-the-EMI; null when the EMI no longer covers the interest. */
      months: number | null;
    }
  | {
      kind: "reset_due";
      resetOn: string;
      newRate: number;
      newEmi: number;
      months: number | null;
    };

export interface NoticeText extends MailContent {
  sms: string;
}

/** A rate as "7.90%". */
export function percent(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** The /my-loan link in the loan's language. */
export function myLoanLink(publicUrl: string, language: Language): string {
  const base = publicUrl.replace(/\/$/, "");
  return language === "hi" ? `${base}/hi/my-loan` : `${base}/my-loan`;
}

function monthsText(months: number | null, language: Language): string {
  if (language === "hi") {
    return months === null
      ? "यही EMI रखने पर लोन नहीं चुकेगा, क्योंकि EMI ब्याज से कम होगी।"
      : `यही EMI रखें तो लोन ${months} महीनों में चुकेगा।`;
  }
  return months === null
    ? "Keeping the same EMI would no longer repay the loan: it would not cover the interest."
    : `Keep the same EMI and the loan runs ${months} months.`;
}

export function noticeText(
  notice: MyLoanNotice,
  language: Language,
  publicUrl: string,
): NoticeText {
  const link = myLoanLink(publicUrl, language);
  const emi = formatInr(notice.newEmi);
  const rate = percent(notice.newRate);
  const months = notice.months === null ? "-" : String(notice.months);
  if (notice.kind === "benchmark_changed") {
    const repo = percent(notice.repoRate);
    if (language === "hi") {
      return {
        ...render(
          `RBI रेपो रेट अब ${repo}: आपके होम लोन पर असर`,
          [
            `RBI का रेपो रेट अब ${repo} है।`,
            `अगले रीसेट पर आपके होम लोन की दर ${rate} होगी।`,
            `अवधि वही रखें तो नई EMI ${emi} होगी।`,
            monthsText(notice.months, language),
          ],
          link,
          language,
        ),
        sms: `GharSetu: रेपो रेट ${repo}। आपकी नई दर ${rate}, नई EMI ${emi}, या यही EMI ${months} महीने। ${link}`,
      };
    }
    return {
      ...render(
        `The repo rate is now ${repo}: what it does to your home loan`,
        [
          `The RBI repo rate is now ${repo}.`,
          `At its next reset your home loan's rate becomes ${rate}.`,
          `Keep the tenure and the new EMI is ${emi}.`,
          monthsText(notice.months, language),
        ],
        link,
        language,
      ),
      sms: `GharSetu: repo rate now ${repo}. Your new rate ${rate}, new EMI ${emi}, or same EMI for ${months} months. ${link}`,
    };
  }
  const day = formatDay(notice.resetOn, language);
  if (language === "hi") {
    return {
      ...render(
        `आपके होम लोन का रीसेट ${day} को है`,
        [
          `आपके होम लोन की दर ${day} को रीसेट होगी, नई दर ${rate}।`,
          `अवधि वही रखें तो EMI ${emi} होगी।`,
          monthsText(notice.months, language),
        ],
        link,
        language,
      ),
      sms: `GharSetu: आपके होम लोन का रीसेट ${day} को, नई दर ${rate}, EMI ${emi}, या यही EMI ${months} महीने। ${link}`,
    };
  }
  return {
    ...render(
      `Your home loan resets on ${day}`,
      [
        `Your home loan's rate resets on ${day}, to ${rate}.`,
        `Keep the tenure and the EMI is ${emi}.`,
        monthsText(notice.months, language),
      ],
      link,
      language,
    ),
    sms: `GharSetu: your home loan resets on ${day} to ${rate}, EMI ${emi}, or same EMI for ${months} months. ${link}`,
  };
}
