import { type ReactNode, useEffect, useState } from "react";
import { Form, NavLink } from "../router-links.tsx";

// The admin sidebar (docs/product/team.md "The admin area"). Collapsing keeps every destination
// reachable: the wide screen keeps an icon rail whose links keep their names for screen readers;
// the narrow screen folds the list away behind the Menu button. The choice is remembered per
// browser.

const STORAGE_KEY = "gharsetu.admin.sidebar.collapsed";

type IconName =
  | "dashboard"
  | "home"
  | "users"
  | "customer"
  | "banks"
  | "seo"
  | "messages"
  | "callbacks"
  | "blog"
  | "outbox"
  | "log"
  | "grievances"
  | "rates"
  | "logout";

const ICON_PATHS: Record<IconName, string> = {
  dashboard: "M3 13h8V3H3v10Zm0 8h8v-6H3v6Zm10 0h8V11h-8v10Zm0-18v6h8V3h-8Z",
  home: "M3 11.5 12 4l9 7.5V21h-6v-6H9v6H3v-9.5Z",
  users: "M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0ZM4 21a8 8 0 0 1 16 0H4Z",
  customer: "M5 3h10l4 4v14H5V3Zm3 7h8M8 14h8M8 18h5",
  banks: "M3 9 12 4l9 5v2H3V9Zm2 3h2v6H5v-6Zm6 0h2v6h-2v-6Zm6 0h2v6h-2v-6ZM3 20h18v2H3v-2Z",
  seo: "M10 4a6 6 0 1 0 3.9 10.6L19 19.7l1.4-1.4-5.1-5.1A6 6 0 0 0 10 4Z",
  messages: "M3 5h18v12H8l-5 4V5Z",
  callbacks:
    "M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1l-2.2 2.2Z",
  blog: "M4 4h16v4H4V4Zm0 6h10v2H4v-2Zm0 4h16v2H4v-2Zm0 4h10v2H4v-2Z",
  outbox: "M3 5h18v14H3V5Zm2 2v.5l7 4.5 7-4.5V7H5Zm0 3v7h14v-7l-7 4.5L5 10Z",
  log: "M5 3h14v18H5V3Zm3 4v2h8V7H8Zm0 4v2h8v-2H8Zm0 4v2h5v-2H8Z",
  logout: "M10 4H4v16h6v-2H6V6h4V4Zm4 3-1.4 1.4 2.6 2.6H9v2h6.2l-2.6 2.6L14 17l5-5-5-5Z",
  grievances: "M12 2 3 6v6c0 5 3.8 9.3 9 10 5.2-.7 9-5 9-10V6l-9-4Zm-1 5h2v6h-2V7Zm0 8h2v2h-2v-2Z",
  rates: "M3 19h18v2H3v-2Zm1-3 5-6 4 3 6-8 1.6 1.2-7.2 9.6-4-3-3.9 4.6L4 16Z",
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0 fill-current"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

interface Item {
  to: string;
  label: string;
  icon: IconName;
  end?: boolean;
  external?: boolean;
}

const ITEMS: Item[] = [
  { to: "/admin", label: "Dashboard", icon: "dashboard", end: true },
  { to: "/", label: "Home", icon: "home", end: true, external: true },
  { to: "/admin/users", label: "Users", icon: "users" },
  { to: "/admin/eligibility", label: "Leads", icon: "customer" },
  { to: "/admin/banks", label: "Banks", icon: "banks" },
  { to: "/admin/seo", label: "SEO", icon: "seo" },
  { to: "/admin/messages", label: "Messages", icon: "messages" },
  { to: "/admin/callbacks", label: "Callbacks", icon: "callbacks" },
  { to: "/admin/outbox", label: "Outbox", icon: "outbox" },
  { to: "/admin/access-log", label: "Access log", icon: "log" },
  { to: "/admin/grievances", label: "Grievances", icon: "grievances" },
  // The repo rate saved loans are told about (docs/product/my-loan.md "Benchmarks").
  { to: "/admin/benchmarks", label: "Repo rate", icon: "rates" },
];

const linkBase =
  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-brand-50 hover:bg-brand-700 hover:text-white";

export function AdminSidebar({
  adminEmail,
  unreadMessages,
  siteName,
  allowedPaths,
}: {
  adminEmail: string;
  unreadMessages: number;
  siteName: string;
  /**
   * The admin pages this user's role may open (docs/product/team.md "Roles"); others are not shown.
   */
  allowedPaths?: readonly string[];
}) {
  const [collapsed, setCollapsed] = useState(false);

  // Read after hydration: the server cannot know this browser's choice.
  useEffect(() => {
    try {
      if (window.localStorage.getItem(STORAGE_KEY) === "1") setCollapsed(true);
    } catch {
      // Storage can be unavailable (private mode); the sidebar simply starts open.
    }
  }, []);

  function toggle() {
    setCollapsed((was) => {
      const next = !was;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? "1" : "0");
      } catch {
        // Not remembered, still works.
      }
      return next;
    });
  }

  const label = (text: string, extra?: ReactNode) => (
    <span className={collapsed ? "sr-only" : "flex flex-1 items-center justify-between gap-2"}>
      {text}
      {extra}
    </span>
  );

  return (
    <aside
      className={`shrink-0 bg-brand-900 text-white md:min-h-screen ${collapsed ? "md:w-16" : "md:w-60"}`}
      data-collapsed={collapsed ? "true" : "false"}
    >
      <div
        className={`flex items-center gap-2 px-3 py-3 ${collapsed ? "md:flex-col" : "justify-between"}`}
      >
        <span className={`text-lg font-bold ${collapsed ? "md:sr-only" : ""}`}>
          {siteName} <span className="font-normal text-brand-200">Admin</span>
        </span>
        <button
          type="button"
          onClick={toggle}
          aria-expanded={!collapsed}
          aria-controls="admin-nav"
          className="ml-auto inline-flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-50 ring-1 ring-brand-500 hover:bg-brand-700 md:ml-0"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-current">
            <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
          </svg>
          <span className={collapsed ? "sr-only" : ""}>Menu</span>
        </button>
      </div>
      <nav
        id="admin-nav"
        aria-label="Admin"
        className={`px-2 pb-4 ${collapsed ? "hidden md:block" : "block"}`}
      >
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 md:grid-cols-1">
          {ITEMS.filter(
            (item) => item.external || !allowedPaths || allowedPaths.includes(item.to),
          ).map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                title={collapsed ? item.label : undefined}
                className={({ isActive }) =>
                  `${linkBase} ${isActive && !item.external ? "bg-brand-700 text-white ring-1 ring-brand-200" : ""}`
                }
              >
                <Icon name={item.icon} />
                {label(
                  item.external ? `${item.label} (public site)` : item.label,
                  item.icon === "messages" && unreadMessages > 0 ? (
                    <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-bold text-white">
                      {unreadMessages}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null,
                )}
              </NavLink>
            </li>
          ))}
          <li>
            <a href="/#blog" className={linkBase} title={collapsed ? "Blog" : undefined}>
              <Icon name="blog" />
              {label("Blog")}
            </a>
          </li>
          <li>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className={`${linkBase} w-full text-left`}
                title={collapsed ? "Logout" : undefined}
              >
                <Icon name="logout" />
                {label("Logout")}
              </button>
            </Form>
          </li>
        </ul>
        <p className={`mt-4 truncate px-3 text-xs text-brand-200 ${collapsed ? "sr-only" : ""}`}>
          Signed in as {adminEmail}
        </p>
      </nav>
    </aside>
  );
}
