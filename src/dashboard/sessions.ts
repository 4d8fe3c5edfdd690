/**
 * The session picker (standalone server only): each session has this dashboard at
 * `/sessions/<id>/__hookmock/`. In-process mocks have no `/__hookmock/sessions`: no picker.
 */
import { CONTROL_PATH } from '../core/http/control-path.js';
import { $, field, h } from './dom.js';
import type { Session } from './types.js';

export async function sessionPicker(): Promise<void> {
  const current = /^\/sessions\/([^/]+)\//.exec(location.pathname)?.[1] ?? '';
  try {
    const response = await fetch(`${CONTROL_PATH}/sessions`, { cache: 'no-store' });
    if (!response.ok) return;
    const sessions: Session[] = await response.json();
    const select = field('session');
    for (const session of sessions) {
      select.append(h('option', { value: session.id }, [`${session.id} (${session.flavor})`]));
    }
    select.value = current;
    select.addEventListener('change', () => {
      const id = select.value;
      location.href = `${id ? `/sessions/${encodeURIComponent(id)}` : ''}${CONTROL_PATH}/`;
    });
    $('session-picker').hidden = false;
  } catch {
    // Not served here (a page of an in-process mock): no picker.
  }
}
