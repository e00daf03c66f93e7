/**
 * One instance per process, even when the same module is evaluated twice: the production server
 * bundle (server/) and the React Router build each contain a copy of app/db, and Vite re-imports
 * modules on every change in development. Keeping the value on globalThis makes both copies share
 * one database pool and one set of context keys.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}
