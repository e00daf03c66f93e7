import { Outlet } from "react-router";

// Placeholder layout.
export default function SiteLayout() {
  return <Outlet />;
}
