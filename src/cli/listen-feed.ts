import { CliError } from './cli-errors.js';
import { deliveriesOf, deliveryLine, isSettling } from './delivery-line.js';
import { CONTROL_PATH } from '../core/control/control-path.js';
import type { Delivery } from '../core/wire.js';

/** How often the delivery log is read. */
const POLL_MS = 200;
const PAGE = 500;

/**
 * The deliveries of one hook as they settle, read from a server's delivery log
 * (`GET /__hookmock/deliveries?after=&limit=`): each printed once, with its outcome. The cursor
 * stays before the first of the hook's deliveries still pending, so its outcome is read again.
 */
export class DeliveryFeed {
  private cursor = 0;
  private readonly printed = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(
    private readonly origin: string,
    private readonly hookId: number,
    private readonly print: (line: string) => void,
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

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll().then(
        () => this.schedule(),
        () => this.schedule(),
      );
    }, POLL_MS);
  }

  private async poll(): Promise<void> {
    const response = await this.read(this.cursor, PAGE);
    const entries = deliveriesOf(await response.json());
    const next = Number(response.headers.get('X-Next-After') ?? this.cursor);
    // Entries are consecutive: the last one's cursor is `next`.
    let hold: number | undefined;
    entries.forEach((d: Delivery, i) => {
      if (d.hookId !== this.hookId || this.printed.has(d.id)) return;
      if (isSettling(d)) {
        hold ??= next - (entries.length - 1 - i) - 1;
        return;
      }
      this.printed.add(d.id);
      this.print(deliveryLine(d));
    });
    this.cursor = hold ?? next;
  }

  private async read(after: number, limit: number): Promise<Response> {
    const url = `${this.origin}${CONTROL_PATH}/deliveries?after=${after}&limit=${limit}`;
    const response = await fetch(url).catch((error: unknown) => {
      throw new CliError(`cannot read ${url}: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (!response.ok) throw new CliError(`${url} answered ${response.status}`);
    return response;
  }
}
