import { uploadOnTrack } from "../../modules/loan-file/document-uploads.server.ts";
import { failure, noStoreJson } from "../../utils/http.server.ts";
import { apiRoute } from "../+shared/api-route.server.ts";
import { trackDocumentFiles } from "../+shared/contracts/loan-file.ts";

// POST /api/track/documents/{code}/files (docs/product/loan-file.md "Documents"): the borrower's
// upload, multipart with `reference`, `phone` and `otp_verification` parts before the `file`
// part. 400 naming otp_verification without a live verification for that mobile; the tracking
// 404 when reference and mobile do not belong together; → 201 {id}.

const route = apiRoute(trackDocumentFiles, {
  POST: async ({ request, params }) => {
    const result = await uploadOnTrack(request, params.code);
    if (!result.ok) return failure(result);
    return noStoreJson({ id: result.id }, 201);
  },
});

export const loader = route.loader;
export const action = route.action;
