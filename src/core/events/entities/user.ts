import { stableHex } from '../../util/stable-hex.js';
import type { PayloadDialect } from '../../contract/payload-dialect.js';
import type { Site } from './shape.js';
import { GO_ZERO_TIME } from './shape.js';

/** An account as payloads see it (users, and orgs where a `User` object stands for them). */
export interface Account {
  id: number;
  login: string;
  fullName: string;
  email: string;
  admin?: boolean;
}

/**
 * How a payload shows an account (G `services/convert/user.go` `toUser`): `placeholder` unsigned
 * (`ToUser(user, nil)`); `real`, signed (a doer, or `ToUserWithAccessMode` with access): the real
 * e-mail; `authed` (the doer is the user or a site admin): also the private fields.
 */
export type UserView = 'placeholder' | 'real' | 'authed';

/**
 * `User` (G `modules/structs/user.go`, F adds `pronouns` after `location`). Authed, the private
 * fields are the account's: `is_admin`, `active` (accounts are active), `last_login` (the world's
 * start: the mock keeps no sign-ins), `login_name` and `language` empty, `source_id` 0 (local).
 */
export function userEntity(structs: PayloadDialect, account: Account, site: Site, view: UserView) {
  const authed = view === 'authed';
  const head = {
    id: account.id,
    login: account.login,
    login_name: '',
    source_id: 0,
    full_name: account.fullName,
    email: view === 'placeholder' ? placeholderEmail(structs, account, site) : account.email,
    avatar_url: `${site.appUrl}avatars/${stableHex(account.login, 32)}`,
    html_url: `${site.appUrl}${account.login}`,
    language: '',
    is_admin: authed && account.admin === true,
    last_login: authed ? site.epoch : GO_ZERO_TIME,
    created: site.epoch,
    restricted: false,
    active: authed,
    prohibit_login: false,
    location: '',
  };
  const tail = {
    website: '',
    description: '',
    visibility: 'public',
    followers_count: 0,
    following_count: 0,
    starred_repos_count: 0,
    username: account.login,
  };
  return structs.userPronouns ? { ...head, pronouns: '', ...tail } : { ...head, ...tail };
}

export type UserEntity = ReturnType<typeof userEntity>;

/**
 * `GetPlaceholderEmail`: G `<id>+<lowername>@<NO_REPLY_ADDRESS>`, F without the id; the address
 * defaults to `noreply.` + the AppURL's host name.
 */
function placeholderEmail(structs: PayloadDialect, account: Account, site: Site): string {
  const domain = `noreply.${new URL(site.appUrl).hostname}`;
  const name = account.login.toLowerCase();
  return structs.placeholderEmail === 'name' ? `${name}@${domain}` : `${account.id}+${name}@${domain}`;
}

/** `PayloadUser` of a commit's author or committer. */
export const payloadUser = (account: Account) => ({
  name: account.fullName || account.login,
  email: account.email,
  username: account.login,
});
