import { deliveriesOf, deliveryHead, deliveryLine, isSettling } from './delivery-line.js';
import { CliError } from './cli-errors.js';
import { CONTROL_PATH } from '../core/http/control-path.js';
import type { Delivery } from '../core/wire.js';

/** How often the delivery log is read. */
const POLL_MS = 200;
const PAGE = 500;

/** Which deliveries are the listener's: its hook's id and the receiver's URL (ids repeat after a reset). */
export interface FeedHook {
  id: number;
  /** Where the hook delivers: the receiver's URL. */
  receiver: string;
}

/**
 * The deliveries of one hook as they settle, read from a server's delivery log
 * (`GET /__hookmock/deliveries?after=&limit=`): each printed once, with its outcome. The cursor
 * stays before the first of the hook's deliveries still pending, so its outcome is read again.
 */
export class DeliveryFeed {
  private cursor = 0;
  /** Printed deliveries by id and guid: ids start again after a reset, guids do not. */
  private readonly printed = new Set<string>();
  /** The hook's deliveries still pending at the last read. */
  private pending: Delivery[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly origin: string,
    public hook: FeedHook,
    private readonly print: (line: string) => void,
    private readonly timeoutMs: number,
  ) {}

  /** Starts after the newest delivery logged so far (nothing of the past is printed). */
  async start(): Promise<void> {
    const response = await this.read(0, 1);
    this.cursor = Number(response.headers.get('X-Newest-After') ?? '0') || 0;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /**
   * On Ctrl-C (security review 4, G5): stops polling, then reads until none of the hook's
   * deliveries is pending or `withinMs` has passed, printing each outcome; one still pending
   * then is printed as interrupted.
   */
  async drain(withinMs: number): Promise<void> {
    this.stop();
    const deadline = Date.now() + withinMs;
    await this.poll().catch(() => undefined);
    while (this.pending.length > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(50, withinMs)));
      await this.poll().catch(() => undefined);
    }
    for (const d of this.pending)
      this.print(`${deliveryHead(d)}: interrupted (listen stopped before the receiver answered)`);
    this.pending = [];
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll().then(
        () => this.schedule(),
        () => this.schedule(),
      );
    }, POLL_MS);
  }

  private ours(d: Delivery): boolean {
    return (
      d.hookId === this.hook.id && d.url === this.hook.receiver && !this.printed.has(`${d.id} ${d.guid}`)
    );
  }

  private async poll(): Promise<void> {
    const response = await this.read(this.cursor, PAGE);
    const entries = deliveriesOf(JSON.parse(response.text));
    const next = Number(response.headers.get('X-Next-After') ?? this.cursor);
    // Entries are consecutive: the last one's cursor is `next`.
    let hold: number | undefined;
    const pending: Delivery[] = [];
    entries.forEach((d: Delivery, i) => {
      if (!this.ours(d)) return;
      if (isSettling(d)) {
        hold ??= next - (entries.length - 1 - i) - 1;
        pending.push(d);
        return;
      }
      this.printed.add(`${d.id} ${d.guid}`);
      this.print(deliveryLine(d));
    });
    this.pending = pending;
    this.cursor = hold ?? next;
  }

  private async read(after: number, limit: number) {
    const url = `${this.origin}${CONTROL_PATH}/deliveries?after=${after}&limit=${limit}`;
    const response = await fetchWithHeaders(url, this.timeoutMs);
    if (response.status !== 200) throw new CliError(`${url} answered ${response.status}`);
    return response;
  }
}

/** A GET within the timeout: its status, headers and text. */
async function fetchWithHeaders(url: string, timeoutMs: number) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).catch((error: unknown) => {
    throw new CliError(`cannot read ${url}: ${error instanceof Error ? error.message : String(error)}`);
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
