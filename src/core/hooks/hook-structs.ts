import type { Flavor } from '../flavors/flavor.js';
import type { GoStruct, GoType } from '../go/bind.js';

type Fields = Record<string, readonly [GoType, string?]>;

/** The request structs of the reference (docs/behaviour.md §2.1, §2.2), trimmed to what the flavor binds. */
export function createStruct(flavor: Flavor): GoStruct {
  return {
    name: 'CreateHookOption',
    typeName: 'structs.CreateHookOption',
    fields: withOptional(flavor, {
      type: ['string'],
      config: ['map[string]string', 'structs.CreateHookOptionConfig'],
      events: ['[]string'],
      active: ['bool'],
    }),
  };
}

export function editStruct(flavor: Flavor): GoStruct {
  return {
    name: 'EditHookOption',
    typeName: 'structs.EditHookOption',
    fields: withOptional(flavor, {
      config: ['map[string]string'],
      events: ['[]string'],
      active: ['bool'],
    }),
  };
}

function withOptional(flavor: Flavor, fields: Fields): Fields {
  const out: Fields = { ...fields };
  if (flavor.binds.branchFilter) out.branch_filter = ['string'];
  if (flavor.binds.authorizationHeader) out.authorization_header = ['string'];
  if (flavor.binds.name) out.name = ['string'];
  return out;
}
