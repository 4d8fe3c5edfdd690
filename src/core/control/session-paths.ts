/** Where a session lives on the standalone server: a leaf, read by the registry and the rows. */
const BASE_PATH = '/api/v1';

/** `/sessions/<id>`: the prefix of a session's API and control API. */
export const sessionRoot = (id: string) => `/sessions/${id}`;

/** `/sessions/<id>/api/v1`: where a session's API lives on the server. */
export const sessionBasePath = (id: string) => `${sessionRoot(id)}${BASE_PATH}`;
