/**
 * A path pattern where `*` stands for any run of characters (slashes included), so
 * `/repos/acme/*` covers every repository of acme. Everything else matches literally.
 */
export function pathPattern(pattern: string): (path: string) => boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return (path) => path === pattern;
  const first = parts[0] ?? '';
  const last = parts[parts.length - 1] ?? '';
  const middle = parts.slice(1, -1);
  return (path) => {
    if (path.length < first.length + last.length) return false;
    if (!path.startsWith(first) || !path.endsWith(last)) return false;
    let at = first.length;
    const end = path.length - last.length;
    for (const part of middle) {
      const found = path.indexOf(part, at);
      if (found < 0 || found + part.length > end) return false;
      at = found + part.length;
    }
    return true;
  };
}
