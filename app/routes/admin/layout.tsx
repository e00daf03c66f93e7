import { Outlet } from "react-router";

// Placeholder layout.
export default function Layout() {
  return <Outlet />;
}
