import { createContext, useContext } from "react";

// The CSP nonce travels by React context from entry.server.tsx to <Scripts> in root.tsx.
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
