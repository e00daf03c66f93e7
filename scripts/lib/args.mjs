// A small argv reader: `--flag`, `--name value` and `--name=value`.
export function parseArgs(argv = process.argv.slice(2)) {
  const flags = new Set();
  const values = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) continue;
    const eq = arg.indexOf("=");
    if (eq > 0) {
      values.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) {
      values.set(arg.slice(2), argv[++i]);
    } else {
      flags.add(arg.slice(2));
    }
  }
  return {
    has: (name) => flags.has(name) || values.has(name),
    string: (name, fallback) => values.get(name) ?? fallback,
    number(name, fallback) {
      if (!values.has(name)) return fallback;
      const n = Number(values.get(name));
      if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
      return n;
    },
  };
}
