import { describe, expect, it } from "vitest";
import { itReturns } from "../domain/cases.test-support.ts";
import { documentsNoticeUrl, readDocumentsNotice } from "./documents-notice.ts";
import { isUploadPath, UPLOAD_MAX_BODY_BYTES } from "./upload-paths.ts";

// Which URLs stream a body of up to 10 MiB (every other write keeps the 64 KB cap), and the
// Documents panel's notice that only carries known words.

const STREAMED = [
  "/api/eligibility-applications/12/documents/identity/files",
  "/api/track/documents/income/files",
  "/admin/eligibility/12/documents/identity",
  "/track/documents/address",
  "/hi/track/documents/address",
  "/account/documents/12/identity",
  "/hi/account/documents/12/identity/",
];
const CAPPED = [
  "/api/eligibility-applications",
  "/api/eligibility-applications/12/documents",
  "/api/eligibility-applications/12/documents/identity",
  "/admin/eligibility/12/documents/identity/review",
  "/track",
  "/account",
  "/api/track",
  "/api/track/documents/income/files/extra",
  "/hi/api/track/documents/income/files/../../register",
];

describe("upload paths", () => {
  itReturns(
    isUploadPath,
    "%s streams",
    STREAMED.map((path) => [path, true]),
  );
  itReturns(
    isUploadPath,
    "%s keeps the 64 KB cap",
    CAPPED.map((path) => [path, false]),
  );

  it("leaves room for the framing above 10 MiB", () => {
    expect(UPLOAD_MAX_BODY_BYTES).toBeGreaterThan(10_485_760);
    expect(UPLOAD_MAX_BODY_BYTES).toBeLessThan(11 * 1024 * 1024);
  });
});

describe("the Documents panel's notice", () => {
  it("round-trips a known message", () => {
    const url = documentsNoticeUrl(7, "identity", {
      ok: false,
      message: "The file is larger than 10 MB.",
    });
    expect(url).toMatch(/^\/admin\/eligibility\/7\?.*#documents$/);
    expect(readDocumentsNotice(`http://x${url.replace(/#.*/, "")}`)).toEqual({
      code: "identity",
      ok: false,
      message: "The file is larger than 10 MB.",
      leadId: 0,
    });
  });

  it("never shows words of a crafted link", () => {
    const notice = readDocumentsNotice(
      "http://x/admin/eligibility/7?doc=identity&doc_ok=1&doc_msg=Call+0000",
    );
    expect(notice?.message).toBe("The form could not be handled. Try again.");
    expect(readDocumentsNotice("http://x/admin/eligibility/7")).toBeNull();
  });
});
