/**
 * A list the staff put in order (docs/admin-console.md, "Site content"; decision 0018): each row
 * has a drag handle that is also a button, and plain "Move up / Move down" buttons.
 *
 * - Without JavaScript the move buttons are forms that post `intent=move`, `target`, `direction`
 *   (and the `fields` given) to `action`; the action saves the new order.
 * - With JavaScript the handle moves the row (@dnd-kit, only in the pages that import this part):
 *   drag it (mouse, pen or finger), or focus it and press Space or Enter to pick the row up, the
 *   arrow keys to move it, Space or Enter to drop it, Escape to put it back (dnd-kit's
 *   KeyboardSensor). A live region says where the row is ("Moved to position 3 of 5").
 *   A drop that changed the order posts `intent=order` with `ids` (the ids in their new order,
 *   comma-separated) by a fetcher; the page's data is read again afterwards.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, useFetcher } from 'react-router';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type CollisionDetection,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
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

// (dnd-kit's own announcements stay silent: the list's live region says it in the page's language)
const SILENT = {
  announcements: {
    onDragStart: () => undefined,
    onDragOver: () => undefined,
    onDragEnd: () => undefined,
    onDragCancel: () => undefined,
  },
  screenReaderInstructions: { draggable: '' },
};

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
  const [say, setSay] = useState('');
  const [failed, setFailed] = useState(false);
  const hintId = `${idPrefix}-order-hint`;
  // the keyboard moves a row by places, not by distance (the rows differ in height, where
  // dnd-kit's own coordinate getter may stop short): the place a key chose is the one it is over
  const keyTarget = useRef<UniqueIdentifier | null>(null);
  const idsNow = useRef<number[]>([]);
  const byKeys: KeyboardCoordinateGetter = (
    event,
    { context: { active, over, collisionRect, droppableRects }, currentCoordinates },
  ) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
    if (!step || !active || !collisionRect) return undefined;
    event.preventDefault();
    const list = idsNow.current;
    // (the place the last key chose: a quick second key comes before dnd-kit has measured the first)
    const at = list.indexOf(Number(keyTarget.current ?? over?.id ?? active.id));
    const to = Math.max(0, Math.min(list.length - 1, at + step));
    const rect = droppableRects.get(list[to]!);
    if (!rect) return undefined;
    keyTarget.current = list[to]!;
    const y = to > list.indexOf(Number(active.id)) ? rect.top + rect.height - collisionRect.height : rect.top;
    return { x: currentCoordinates.x, y: currentCoordinates.y + (y - collisionRect.top) };
  };
  const collision: CollisionDetection = (args) =>
    keyTarget.current != null ? [{ id: keyTarget.current }] : closestCenter(args);
  const sensors = useSensors(
    // (a press on the handle is not yet a drag: it may be a tap that focuses it)
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byKeys }),
  );

  // the page's data read again (after a save, or another change): its order is the list's
  useEffect(() => {
    setOrder(key ? key.split(',').map(Number) : []);
  }, [key]);

  const byId = new Map(items.map((i) => [i.id, i]));
  const shown = order.map((id) => byId.get(id)).filter((x): x is T => !!x);
  // (items added since: at the end)
  for (const i of items) if (!order.includes(i.id)) shown.push(i);
  const ids = shown.map((x) => x.id);
  idsNow.current = ids;
  const total = shown.length;
  const nameOf = (id: UniqueIdentifier) => byId.get(Number(id))?.name ?? '';
  const posOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

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

  const commit = (next: number[]) => {
    setOrder(next);
    setFailed(false);
    const body = new FormData();
    if (csrf) body.set('_csrf', csrf);
    for (const [k, v] of Object.entries(fields)) body.set(k, v);
    body.set('intent', 'order');
    body.set('ids', next.join(','));
    void fetcher.submit(body, { method: 'post', action });
  };

  // (the row is over its own place as it is picked up: that is not yet a move)
  const started = useRef(false);
  const onDragStart = ({ active }: DragStartEvent) => {
    started.current = true;
    keyTarget.current = null;
    setSay(t('adminSite.order.picked', { name: nameOf(active.id), pos: posOf(active.id), total }));
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const first = started.current;
    started.current = false;
    if (!over || (first && over.id === active.id)) return;
    setSay(t('adminSite.order.moved', { pos: posOf(over.id), total }));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // by keyboard, the place the last arrow chose (a quick Enter may come before dnd-kit has
    // measured the move); by pointer, the row under it
    const target = keyTarget.current ?? over?.id;
    keyTarget.current = null;
    const from = ids.indexOf(Number(active.id));
    const to = target != null ? ids.indexOf(Number(target)) : from;
    if (from < 0 || to < 0 || from === to) {
      setSay(t('adminSite.order.cancelled', { name: nameOf(active.id), pos: from + 1, total }));
      return;
    }
    setSay(t('adminSite.order.dropped', { name: nameOf(active.id), pos: to + 1, total }));
    commit(arrayMove(ids, from, to));
  };
  const onDragCancel = ({ active }: { active: { id: UniqueIdentifier } }) => {
    keyTarget.current = null;
    setSay(t('adminSite.order.cancelled', { name: nameOf(active.id), pos: posOf(active.id), total }));
  };

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
      <DndContext
        id={`${idPrefix}-order`}
        sensors={sensors}
        collisionDetection={collision}
        accessibility={SILENT}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className={styles.rows} aria-label={label} data-saving={fetcher.state !== 'idle' ? 'true' : undefined}>
            {shown.map((item, i) => (
              <Row
                key={item.id}
                item={item}
                index={i}
                idPrefix={idPrefix}
                hintId={hintId}
                moveForm={(dir) => (
                  <Form method="post" action={action} key={dir} reloadDocument>
                    <CsrfField token={csrf} />
                    {Object.entries(fields).map(([k, v]) => (
                      <input key={k} type="hidden" name={k} value={v} />
                    ))}
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="target" value={item.id} />
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
                )}
              >
                {render(item, i)}
              </Row>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <p className="visually-hidden" aria-live="assertive" role="status" data-testid="reorder-status">
        {say}
      </p>
    </>
  );
}

/** one row: the handle (dnd-kit's sortable item), the row's own content, the move forms */
function Row({
  item,
  index,
  idPrefix,
  hintId,
  moveForm,
  children,
}: {
  item: ReorderItem;
  index: number;
  idPrefix: string;
  hintId: string;
  moveForm: (dir: 'up' | 'down') => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  return (
    <li
      id={`${idPrefix}-${item.id}`}
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.grabbed : ''}`}
      data-testid="reorder-row"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <div className={styles.handleCol}>
        <button
          type="button"
          className={styles.handle}
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          // (the label says what it is and how to use it; dnd-kit's own words are English)
          aria-roledescription={undefined}
          aria-label={t('adminSite.order.handle', { name: item.name })}
          aria-describedby={hintId}
          aria-pressed={isDragging}
          onClick={(e) => e.preventDefault()}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M7 4h2v2H7zM11 4h2v2h-2zM7 9h2v2H7zM11 9h2v2h-2zM7 14h2v2H7zM11 14h2v2h-2z" />
          </svg>
        </button>
        <span className={styles.position} aria-hidden="true">
          {index + 1}
        </span>
      </div>
      <div className={styles.rowBody}>{children}</div>
      <div className={styles.moves}>{(['up', 'down'] as const).map(moveForm)}</div>
    </li>
  );
}
