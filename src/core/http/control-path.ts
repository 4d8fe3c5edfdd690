/** Where the control API and the dashboard live, next to the mocked API (design "Control API"). */
export const CONTROL_PATH = '/__hookmock';

/** `/__hookmock` itself or anything under it, never `/__hookmockery`. */
export function isControlPath(pathname: string): boolean {
  return pathname === CONTROL_PATH || pathname.startsWith(`${CONTROL_PATH}/`);
}
