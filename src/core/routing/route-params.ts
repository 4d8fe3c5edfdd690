/** A path parameter of a matched route, '' when the row's pattern has none by that name. */
export const param = (params: Readonly<Record<string, string>>, name: string): string => params[name] ?? '';
