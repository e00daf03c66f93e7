import { adminMeta } from "../../components/admin/admin-page.tsx";
import { DateTime } from "../../components/admin/date-time.tsx";
import {
  type BackTo,
  ContactLink,
  DetailHeader,
  ErasedFact,
  Fact,
  Facts,
  WrittenText,
} from "../../components/admin/detail-facts.tsx";
import { AdminRouteError } from "../../components/admin/route-error.tsx";
import { SpeedToLeadPanel, speedToLeadData } from "../../components/admin/speed-to-lead-panel.tsx";
import { getContactMessage } from "../../modules/contact/contact.server.ts";
import { requireRow } from "../+shared/admin-row-page.server.ts";
import type { Route } from "./+types/message-detail";

// One contact message with the sender's phone and e-mail in full: the list masks them for staff
// (docs/product/team.md), so this page is where the team reads them, and every view is in the
// access log.

const MESSAGE_NOT_FOUND = "Message not found.";

export async function loader(args: Route.LoaderArgs) {
  const { id, row } = await requireRow(args, {
    role: "messages",
    load: getContactMessage,
    notFound: MESSAGE_NOT_FOUND,
    logView: "message",
  });
  return {
    message: {
      id,
      reference: row.reference,
      name: [row.first_name, row.last_name].filter(Boolean).join(" "),
      email: row.email,
      phone: row.phone,
      text: row.message,
      createdAt: row.created_at,
      readAt: row.read_at,
      consentAt: row.consent_at,
      noticeVersion: row.consent_notice_version,
      erasedAt: row.personal_data_erased_at,
    },
    speedToLead: speedToLeadData({ first_touch: row.first_touch, last_touch: row.last_touch }),
  };
}

const BACK: BackTo = { backTo: "/admin/messages", backLabel: "Back to the messages" };

export default function MessageDetail({ loaderData }: Route.ComponentProps) {
  const m = loaderData.message;
  return (
    <>
      <DetailHeader title={`Message ${m.reference}`} back={BACK} />
      <Facts>
        <Fact term="Name">{m.name || "—"}</Fact>
        <Fact term="E-mail">
          <ContactLink href={`mailto:${m.email}`} text={m.email} />
        </Fact>
        <Fact term="Mobile">
          <ContactLink href={`tel:${m.phone?.replace(/[^\d+]/g, "")}`} text={m.phone} />
        </Fact>
        <Fact term="Received">
          <DateTime iso={m.createdAt} />
        </Fact>
        <Fact term="Read">{m.readAt ? <DateTime iso={m.readAt} /> : "Not yet"}</Fact>
        <Fact term="Consent">
          <DateTime iso={m.consentAt} /> (privacy notice {m.noticeVersion})
        </Fact>
        <ErasedFact at={m.erasedAt} />
      </Facts>
      <SpeedToLeadPanel data={loaderData.speedToLead} />
      <WrittenText title="Message">{m.text || "—"}</WrittenText>
    </>
  );
}

export const meta = () => adminMeta("Message");

export function ErrorBoundary() {
  return <AdminRouteError {...BACK} />;
}
