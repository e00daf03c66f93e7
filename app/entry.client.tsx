import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { capturePageFormState } from "./utils/page-form-state.ts";

// What the visitor typed before this script started, so that forms can adopt it (ADR 019).
capturePageFormState();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
