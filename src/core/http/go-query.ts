/** Go's url.QueryEscape: everything but [A-Za-z0-9-_.~] percent-encoded, space as '+'. */
export function goQueryEscape(s: string): string {
  return encodeURIComponent(s)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
