import type { Flavor } from '../contract/flavor.js';
import type { GoStruct } from './go-bind.js';

/** Fields only some flavors bind (Gitea 1.20+ and Forgejo: branch filter, authorization header, name). */
const OPTIONAL = {
  branch_filter: ['string'],
  authorization_header: ['string'],
  name: ['string'],
} as const;

const CREATE = {
  type: ['string'],
  config: ['map[string]string', 'structs.CreateHookOptionConfig'],
  events: ['[]string'],
  active: ['bool'],
} as const;

const EDIT = {
  config: ['map[string]string'],
  events: ['[]string'],
  active: ['bool'],
} as const;

type Optional = { -readonly [K in keyof typeof OPTIONAL]?: (typeof OPTIONAL)[K] };
export type CreateHookOption = typeof CREATE & Optional;
export type EditHookOption = typeof EDIT & Optional;

// Built once per flavor, not per request: a flavor is a constant table, so is its struct.
const CREATE_STRUCTS = new WeakMap<Flavor, GoStruct<CreateHookOption>>();
const EDIT_STRUCTS = new WeakMap<Flavor, GoStruct<EditHookOption>>();

/** The request structs of the reference (docs/behaviour.md §2.1, §2.2), trimmed to what the flavor binds. */
export function createStruct(flavor: Flavor): GoStruct<CreateHookOption> {
  let struct = CREATE_STRUCTS.get(flavor);
  if (struct === undefined) {
    struct = {
      name: 'CreateHookOption',
      typeName: 'structs.CreateHookOption',
      fields: { ...CREATE, ...optional(flavor) },
    };
    CREATE_STRUCTS.set(flavor, struct);
  }
  return struct;
}

export function editStruct(flavor: Flavor): GoStruct<EditHookOption> {
  let struct = EDIT_STRUCTS.get(flavor);
  if (struct === undefined) {
    struct = {
      name: 'EditHookOption',
      typeName: 'structs.EditHookOption',
      fields: { ...EDIT, ...optional(flavor) },
    };
    EDIT_STRUCTS.set(flavor, struct);
  }
  return struct;
}

function optional(flavor: Flavor): Optional {
  const out: Optional = {};
  if (flavor.binds.branchFilter) out.branch_filter = OPTIONAL.branch_filter;
  if (flavor.binds.authorizationHeader) out.authorization_header = OPTIONAL.authorization_header;
  if (flavor.binds.name) out.name = OPTIONAL.name;
  return out;
}
