import type { PayloadContext } from '../../../events/payloads/context.js';
import { needRepo } from '../../../events/payloads/context.js';
import { dcRepository, dcUser } from './entities.js';

/**
 * Data Center's `date`: the server's local time with a `+hhmm` offset, no colon
 * (`"2019-03-01T10:31:15+0100"`, go-playground/webhooks' recorded payloads). The mock's clock is
 * UTC, so `+0000`.
 */
export const dcDate = (iso: string): string => {
  const ms = Date.parse(iso);
  const text = Number.isNaN(ms) ? iso : new Date(ms).toISOString();
  return text.replace(/\.\d{3}Z$/, '+0000').replace(/Z$/, '+0000');
};

/** Epoch milliseconds of a stored time (0 when it does not parse). */
export const epochOf = (iso: string): number => Date.parse(iso) || 0;

/** The web origin payloads link to (ends with a slash). */
export const webOf = (ctx: PayloadContext): string => ctx.site.appUrl;

/** `eventKey`, `date`, `actor`: what every payload starts with. */
export const head = (ctx: PayloadContext, eventKey: string) => ({
  eventKey,
  date: dcDate(ctx.at),
  actor: dcUser(webOf(ctx), ctx.sender),
});

/** The event's repository. */
export const repositoryOf = (ctx: PayloadContext) => dcRepository(webOf(ctx), ctx.store, needRepo(ctx));

/** A user of the store by login, as payloads show people. */
export const userNamed = (ctx: PayloadContext, login: string) => {
  const user = ctx.store.userByLoginName(login);
  return dcUser(webOf(ctx), user ?? { id: 0, login, fullName: '', email: '' });
};
