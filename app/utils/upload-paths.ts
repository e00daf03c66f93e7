import { MAX_DOCUMENT_BYTES } from "../domain/loan-file/document-files.ts";

// The URLs that take a document upload (docs/product/loan-file.md "Documents"): the API's three
// and the pages' plain forms. Their bodies are up to 10 MiB and stream to the route instead of
// being read whole under the 64 KB cap every other body has (server/react-router-handler.ts).

const UPLOAD_PATH =
  /^(?:\/hi)?\/(?:api\/eligibility-applications\/[^/]+\/documents\/[^/]+\/files|api\/track\/documents\/[^/]+\/files|admin\/eligibility\/[^/]+\/documents\/[^/]+|track\/documents\/[^/]+|account\/documents\/[^/]+\/[^/]+)\/?$/i;

export function isUploadPath(path: string): boolean {
  return UPLOAD_PATH.test(path);
}

/** The file's limit plus room for the multipart framing and the borrower's fields. */
export const UPLOAD_MAX_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024;
