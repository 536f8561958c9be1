/**
 * A list the staff put in order (docs/admin-console.md, "Site content"): each row has a drag
 * handle that is also a button and plain "Move up / Move down" buttons.
 *
 * - Without JavaScript the move buttons are forms that post `intent=move`, `target`, `direction`
 *   (and the `fields` given) to `action`; the action saves the new order.
 * - With JavaScript the handle moves the row: drag it (mouse, pen or finger), or focus it and
 *   press Space or Enter to pick the row up, the arrow keys to move it, Space or Enter to drop it,
 *   Escape to put it back. A live region says where the row is ("Moved to position 3 of 5").
 *   A drop that changed the order posts `intent=order` with `ids` (the ids in their new order,
 *   comma-separated) by a fetcher; the page's data is read again afterwards.
 */
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Form, useFetcher } from 'react-router';
import { useTranslation } from '../../i18n';
import { CsrfField } from './form-parts';
import ui from './console.module.css';
import styles from './site.module.css';

export interface ReorderItem {
  id: number;
  /** what the announcements and the buttons' labels call it */
  name: string;
}

interface Props<T extends ReorderItem> {
  items: T[];
  /** the route whose action saves the order */
  action: string;
  csrf: string | null | undefined;
  /** more hidden fields of every form (e.g. the list's type) */
  fields?: Record<string, string>;
  /** the list's accessible name */
  label: string;
  render: (item: T, index: number) => ReactNode;
  /** an id prefix of the rows (`${idPrefix}-${id}`, the anchors the move forms come back to) */
  idPrefix: string;
}

type Grab = { id: number; from: number; via: 'key' | 'pointer'; pointerId?: number };

export function ReorderList<T extends ReorderItem>({
  items,
  action,
  csrf,
  fields = {},
  label,
  render,
  idPrefix,
}: Props<T>) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ordered?: boolean }>();
  const key = items.map((i) => i.id).join(',');
  const [order, setOrder] = useState<number[]>(() => items.map((i) => i.id));
  const [grab, setGrab] = useState<Grab | null>(null);
  const [say, setSay] = useState('');
  const [failed, setFailed] = useState(false);
  const handles = useRef(new Map<number, HTMLButtonElement>());
  const rows = useRef(new Map<number, HTMLLIElement>());
  const hintId = `${idPrefix}-order-hint`;

  // the page's data read again (after a save, or another change): its order is the list's
  useEffect(() => {
    setOrder(key ? key.split(',').map(Number) : []);
  }, [key]);

  const byId = new Map(items.map((i) => [i.id, i]));
  const shown = order.map((id) => byId.get(id)).filter((x): x is T => !!x);
  // (items added since: at the end)
  for (const i of items) if (!order.includes(i.id)) shown.push(i);
  const total = shown.length;
  const nameOf = (id: number) => byId.get(id)?.name ?? '';

  // a keyboard move re-orders the rows: the handle keeps the focus
  useLayoutEffect(() => {
    if (grab?.via === 'key') handles.current.get(grab.id)?.focus();
  }, [order, grab]);

  const prev = useRef(fetcher.state);
  useEffect(() => {
    if (prev.current !== 'idle' && fetcher.state === 'idle') {
      const ok = !!fetcher.data?.ordered;
      setSay(ok ? t('adminSite.order.saved') : t('adminSite.order.failed'));
      setFailed(!ok);
      // not saved (someone else changed the list meanwhile): the rows go back to the order read
      if (!ok) setOrder(key ? key.split(',').map(Number) : []);
    }
    prev.current = fetcher.state;
  }, [fetcher.state, fetcher.data, t, key]);

  const commit = (ids: number[], id: number) => {
    const pos = ids.indexOf(id) + 1;
    if (ids.join(',') === key) {
      setSay(t('adminSite.order.cancelled', { name: nameOf(id), pos, total }));
      return;
    }
    setSay(t('adminSite.order.dropped', { name: nameOf(id), pos, total }));
    setFailed(false);
    const body = new FormData();
    if (csrf) body.set('_csrf', csrf);
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set('intent', 'order');
    body.set('ids', ids.join(','));
    void fetcher.submit(body, { method: 'post', action });
  };

  const moveTo = (id: number, to: number) => {
    const ids = shown.map((x) => x.id);
    const from = ids.indexOf(id);
    const target = Math.max(0, Math.min(ids.length - 1, to));
    if (from < 0 || from === target) return ids;
    ids.splice(from, 1);
    ids.splice(target, 0, id);
    setOrder(ids);
    return ids;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: number) => {
    const ids = shown.map((x) => x.id);
    const at = ids.indexOf(id);
    const isPick = e.key === ' ' || e.key === 'Enter';
    if (!grab || grab.id !== id) {
      if (isPick) {
        e.preventDefault();
        setGrab({ id, from: at, via: 'key' });
        setSay(t('adminSite.order.picked', { name: nameOf(id), pos: at + 1, total }));
      }
      return;
    }
    if (isPick) {
      e.preventDefault();
      setGrab(null);
      commit(ids, id);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      const back = moveTo(id, grab.from);
      setGrab(null);
      setSay(t('adminSite.order.cancelled', { name: nameOf(id), pos: back.indexOf(id) + 1, total }));
    } else if (['ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight', 'Home', 'End'].includes(e.key)) {
      e.preventDefault();
      const to =
        e.key === 'Home'
          ? 0
          : e.key === 'End'
            ? total - 1
            : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
              ? at - 1
              : at + 1;
      const now = moveTo(id, to);
      setSay(t('adminSite.order.moved', { pos: now.indexOf(id) + 1, total }));
    } else if (e.key === 'Tab') {
      // leaving the handle drops the row where it is
      setGrab(null);
      commit(ids, id);
    }
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>, id: number) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.focus();
    const at = shown.findIndex((x) => x.id === id);
    setGrab({ id, from: at, via: 'pointer', pointerId: e.pointerId });
    setSay(t('adminSite.order.picked', { name: nameOf(id), pos: at + 1, total }));
  };
  // a drag follows the pointer anywhere on the page: the handle's row moves in the list while
  // dragged (moving a node ends its pointer capture), so the page's window listens
  const ids = shown.map((x) => x.id);
  const live = useRef({ ids, commit, total });
  live.current = { ids, commit, total };
  useEffect(() => {
    if (!grab || grab.via !== 'pointer') return;
    const onMove = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== grab.pointerId) return;
      const now = live.current.ids;
      // the row whose middle is nearest the pointer: the place the dragged row takes
      let best = -1;
      let bestDistance = Infinity;
      now.forEach((id, i) => {
        const r = rows.current.get(id)?.getBoundingClientRect();
        if (!r) return;
        const d = Math.hypot(e.clientX - (r.left + r.width / 2), e.clientY - (r.top + r.height / 2));
        if (d < bestDistance) {
          bestDistance = d;
          best = i;
        }
      });
      const at = now.indexOf(grab.id);
      if (best >= 0 && best !== at) {
        const next = [...now];
        next.splice(at, 1);
        next.splice(best, 0, grab.id);
        live.current.ids = next;
        setOrder(next);
        setSay(t('adminSite.order.moved', { pos: best + 1, total: live.current.total }));
      }
    };
    const onUp = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== grab.pointerId) return;
      setGrab(null);
      live.current.commit(live.current.ids, grab.id);
    };
    const onCancel = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== grab.pointerId) return;
      const back = live.current.ids.filter((id) => id !== grab.id);
      back.splice(grab.from, 0, grab.id);
      setOrder(back);
      setGrab(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, [grab, t]);

  const hidden = (item: T) => (
    <>
      <CsrfField token={csrf} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="target" value={item.id} />
    </>
  );

  return (
    <>
      <p id={hintId} className={`${ui.hint} ${styles.orderHint}`}>
        {t('adminSite.order.handleHint')}
      </p>
      {failed ? (
        <p className={ui.fieldError} data-testid="reorder-failed">
          {t('adminSite.order.failed')}
        </p>
      ) : null}
      <ol className={styles.rows} aria-label={label} data-saving={fetcher.state !== 'idle' ? 'true' : undefined}>
        {shown.map((item, i) => (
          <li
            key={item.id}
            id={`${idPrefix}-${item.id}`}
            className={`${styles.row} ${grab?.id === item.id ? styles.grabbed : ''}`}
            data-testid="reorder-row"
            ref={(el) => {
              if (el) rows.current.set(item.id, el);
              else rows.current.delete(item.id);
            }}
          >
            <div className={styles.handleCol}>
              <button
                type="button"
                className={styles.handle}
                aria-label={t('adminSite.order.handle', { name: item.name })}
                aria-describedby={hintId}
                aria-pressed={grab?.id === item.id}
                onKeyDown={(e) => onKeyDown(e, item.id)}
                onPointerDown={(e) => onPointerDown(e, item.id)}
                onClick={(e) => e.preventDefault()}
                ref={(el) => {
                  if (el) handles.current.set(item.id, el);
                  else handles.current.delete(item.id);
                }}
              >
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M7 4h2v2H7zM11 4h2v2h-2zM7 9h2v2H7zM11 9h2v2h-2zM7 14h2v2H7zM11 14h2v2h-2z" />
                </svg>
              </button>
              <span className={styles.position} aria-hidden="true">
                {i + 1}
              </span>
            </div>
            <div className={styles.rowBody}>{render(item, i)}</div>
            <div className={styles.moves}>
              {(['up', 'down'] as const).map((dir) => (
                <Form method="post" action={action} key={dir} reloadDocument>
                  {hidden(item)}
                  <input type="hidden" name="direction" value={dir} />
                  <button
                    type="submit"
                    className={ui.buttonSecondary}
                    disabled={dir === 'up' ? i === 0 : i === total - 1}
                  >
                    <span aria-hidden="true">{dir === 'up' ? '↑' : '↓'}</span> {t(`adminSite.order.${dir}`)}
                    <span className="visually-hidden"> ({item.name})</span>
                  </button>
                </Form>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="assertive" role="status" data-testid="reorder-status">
        {say}
      </p>
    </>
  );
}
