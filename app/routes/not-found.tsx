import { data } from "react-router";
import { errorMeta, NotFoundMessage } from "../components/site/not-found-message.tsx";
import { metaI18n } from "../i18n/i18n.tsx";
import { siteNameFrom } from "../utils/seo-meta.ts";
import type { Route } from "./+types/not-found";

// Any path no other route matches (docs/product/pages.md "Every page"). The loader sets the status
// so crawlers and `curl -i` see a real 404, not a 200 page that merely says so.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundMessage />;
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  errorMeta(siteNameFrom(matches), undefined, metaI18n(matches, location.pathname));
