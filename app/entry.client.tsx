import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { capturePageFormState } from "./utils/page-form-state.ts";
import { keepPressesWhileStarting } from "./utils/press-while-starting.ts";

// What the visitor typed before this script started, so that forms can adopt it (ADR 019).
capturePageFormState();
// A press that hydration moves its button from under is pressed again once the page can act (ADR 038).
keepPressesWhileStarting();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
