// When an SMS to a borrower may go (docs/decisions/026-the-loan-file.md): between 09:00 and
// 21:00 in India by default, so news of a loan never wakes anyone. An SMS queued outside the
// hours waits in the outbox until they open. Pure: the clock is passed in.

const IST_OFFSET_MIN = 330;
const DAY_MIN = 24 * 60;

/** Minutes after midnight IST: [from, to). `to` may be 1440 (midnight) for "until the day ends". */
export interface SmsHours {
  from: number;
  to: number;
}

export const DEFAULT_SMS_HOURS: SmsHours = { from: 9 * 60, to: 21 * 60 };

/** "09:00-21:00" → minutes; null when unreadable or empty (from not before to). */
export function parseSmsHours(text: string): SmsHours | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [h1, m1, h2, m2] = match.slice(1).map(Number);
  if (m1 > 59 || m2 > 59 || h1 > 23 || h2 > 24 || (h2 === 24 && m2 !== 0)) return null;
  const from = h1 * 60 + m1;
  const to = h2 * 60 + m2;
  return from < to ? { from, to } : null;
}

function istMinuteOfDay(at: Date): number {
  const minutes = Math.floor(at.getTime() / 60_000) + IST_OFFSET_MIN;
  return ((minutes % DAY_MIN) + DAY_MIN) % DAY_MIN;
}

export function withinSmsHours(at: Date, hours: SmsHours = DEFAULT_SMS_HOURS): boolean {
  const minute = istMinuteOfDay(at);
  return minute >= hours.from && minute < hours.to;
}

/** `at` itself inside the hours; else the next time they open (to the minute). */
export function nextSmsTime(at: Date, hours: SmsHours = DEFAULT_SMS_HOURS): Date {
  if (withinSmsHours(at, hours)) return at;
  const minute = istMinuteOfDay(at);
  const wait = minute < hours.from ? hours.from - minute : DAY_MIN - minute + hours.from;
  const startOfMinute = Math.floor(at.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}
