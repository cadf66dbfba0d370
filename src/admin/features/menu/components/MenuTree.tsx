import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ApiError } from '../../../../shared/errors.ts';
import { Icon } from '../../../components/Icon.tsx';
import { formatApiError } from '../../../lib/format-error.ts';
import { describeTarget } from '../menu-link.ts';
import {
  applyDrop,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  indent,
  MAX_DEPTH_INDEX,
  moveDown,
  moveUp,
  outdent,
  projectDrop,
  withoutDescendantsOf,
  type DropProjection,
  type FlatMenuItem,
} from '../menu-tree.ts';
import { useClicksAfterDrop } from './use-clicks-after-drop.ts';

export const INDENT_WIDTH = 32;

interface MenuTreeProps {
  items: FlatMenuItem[];
  errorsByKey: Map<string, ApiError[]>;
  onChange: (items: FlatMenuItem[]) => void;
  onEdit: (item: FlatMenuItem) => void;
  onDelete: (item: FlatMenuItem) => void;
  onAddChild: (item: FlatMenuItem) => void;
}

/** The menu as a sortable flat list: dragging sideways changes the depth; buttons do the same by keyboard. */
export function MenuTree({ items, errorsByKey, onChange, onEdit, onDelete, onAddChild }: MenuTreeProps) {
  const { t } = useTranslation();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [overKey, setOverKey] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);

  const shown = useMemo(() => (activeKey ? withoutDescendantsOf(items, activeKey) : items), [items, activeKey]);
  const projection: DropProjection | null = activeKey && overKey ? projectDrop(items, activeKey, overKey, offsetX, INDENT_WIDTH) : null;
  const activeItem = activeKey ? items.find((item) => item.key === activeKey) : undefined;
  const list = useRef<HTMLOListElement>(null);
  const pendingFocus = useRef<{ key: string; action: string } | null>(null);
  const clicksAfterDrop = useClicksAfterDrop();

  // Keyboard moves keep focus on the moved item's button (or its first usable one).
  useEffect(() => {
    const pending = pendingFocus.current;
    pendingFocus.current = null;
    if (!pending || !list.current) return;
    const row = list.current.querySelector(`[data-key="${pending.key}"]`);
    const preferred = row?.querySelector<HTMLButtonElement>(`[data-action="${pending.action}"]:not(:disabled)`);
    (preferred ?? row?.querySelector<HTMLButtonElement>('.menu-row__actions button:not(:disabled)'))?.focus();
  }, [items]);

  const reset = () => {
    setActiveKey(null);
    setOverKey(null);
    setOffsetX(0);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }: DragStartEvent) => {
        clicksAfterDrop.dragStarted();
        setActiveKey(String(active.id));
        setOverKey(String(active.id));
      }}
      onDragMove={({ delta, over }: DragMoveEvent) => {
        setOffsetX(delta.x);
        if (over) setOverKey(String(over.id));
      }}
      onDragEnd={({ active, over }: DragEndEvent) => {
        clicksAfterDrop.dragEnded();
        const target = over ? String(over.id) : null;
        const drop = target ? projectDrop(items, String(active.id), target, offsetX, INDENT_WIDTH) : null;
        reset();
        if (target && drop) onChange(applyDrop(items, String(active.id), target, drop));
      }}
      onDragCancel={() => {
        clicksAfterDrop.dragEnded();
        reset();
      }}
    >
      <SortableContext items={shown.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol ref={list} className="menu-tree" aria-label={t('menuEditor.menusLabel')}>
          {shown.map((item) => (
            <SortableMenuRow
              key={item.key}
              item={item}
              depth={item.key === activeKey && projection ? projection.depth : item.depth}
              dragging={item.key === activeKey}
              errors={errorsByKey.get(item.key) ?? []}
              canMoveUp={canMoveUp(items, item.key)}
              canMoveDown={canMoveDown(items, item.key)}
              canIndent={canIndent(items, item.key)}
              canOutdent={canOutdent(items, item.key)}
              onMove={(action) => {
                const next =
                  action === 'up'
                    ? moveUp(items, item.key)
                    : action === 'down'
                      ? moveDown(items, item.key)
                      : action === 'indent'
                        ? indent(items, item.key)
                        : outdent(items, item.key);
                pendingFocus.current = { key: item.key, action };
                onChange(next);
              }}
              onEdit={() => onEdit(item)}
              onDelete={() => onDelete(item)}
              onAddChild={() => onAddChild(item)}
            />
          ))}
        </ol>
      </SortableContext>
      <DragOverlay>
        {activeItem ? (
          <div className="menu-row menu-row--overlay">
            <Icon name="grip" size={18} /> {activeItem.label}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

interface RowProps {
  item: FlatMenuItem;
  depth: number;
  dragging: boolean;
  errors: ApiError[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  canIndent: boolean;
  canOutdent: boolean;
  onMove: (action: 'up' | 'down' | 'indent' | 'outdent') => void;
  onEdit: () => void;
  onDelete: () => void;
  onAddChild: () => void;
}

function SortableMenuRow(props: RowProps) {
  const { t, i18n } = useTranslation();
  const { item } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: item.key });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, marginLeft: props.depth * INDENT_WIDTH };
  const label = item.label;
  const unpublished = item.type === 'internal' && item.page && !item.page.published;
  const moveButton = (
    action: 'up' | 'down' | 'indent' | 'outdent',
    enabled: boolean,
    icon: 'arrowUp' | 'arrowDown' | 'chevronRight' | 'chevronLeft',
    text: string,
  ) => (
    <button
      type="button"
      className="icon-button"
      data-action={action}
      aria-label={t(`menuEditor.${text}`, { label })}
      title={t(`menuEditor.${text}`, { label })}
      disabled={!enabled}
      onClick={() => props.onMove(action)}
    >
      <Icon name={icon} size={18} />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`menu-row-item${props.dragging ? ' is-dragging' : ''}`}
      data-key={item.key}
      data-depth={props.depth}
    >
      <div className={`menu-row${props.errors.length > 0 || item.broken ? ' has-error' : ''}`}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="menu-row__handle"
          aria-label={t('menuEditor.dragHandle', { label })}
          {...attributes}
          {...listeners}
          tabIndex={-1}
        >
          <Icon name="grip" size={18} />
        </button>
        <div className="menu-row__main">
          <div className="menu-row__title">
            <span className="menu-row__label">{label}</span>
            <span className="badge badge--neutral">{t(`menuEditor.type_${item.type}`)}</span>
            {item.broken && <span className="badge badge--danger">{t('menuEditor.brokenLink')}</span>}
            {unpublished && <span className="badge badge--warning">{t('menuEditor.unpublishedPage')}</span>}
            {item.openInNewTab && (
              <span className="menu-row__new-tab" title={t('menuEditor.opensInNewTab')}>
                <Icon name="external" size={14} />
                <span className="visually-hidden">{t('menuEditor.opensInNewTab')}</span>
              </span>
            )}
          </div>
          <div className="menu-row__target muted">
            {item.type === 'internal' && item.page ? `${item.page.title} · ${describeTarget(item)}` : describeTarget(item)}
          </div>
        </div>
        <div className="menu-row__actions">
          {moveButton('up', props.canMoveUp, 'arrowUp', 'moveUp')}
          {moveButton('down', props.canMoveDown, 'arrowDown', 'moveDown')}
          {moveButton('outdent', props.canOutdent, 'chevronLeft', 'outdent')}
          {moveButton('indent', props.canIndent, 'chevronRight', 'indent')}
          <span className="menu-row__divider" aria-hidden="true" />
          {props.depth < MAX_DEPTH_INDEX && (
            <button
              type="button"
              className="icon-button"
              aria-label={t('menuEditor.addChild', { label })}
              title={t('menuEditor.addChild', { label })}
              onClick={props.onAddChild}
            >
              <Icon name="plus" size={18} />
            </button>
          )}
          <button
            type="button"
            className="icon-button"
            aria-label={t('menuEditor.edit', { label })}
            title={t('menuEditor.edit', { label })}
            onClick={props.onEdit}
          >
            <Icon name="edit" size={18} />
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={t('menuEditor.delete', { label })}
            title={t('menuEditor.delete', { label })}
            onClick={props.onDelete}
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      </div>
      {props.errors.length > 0 && (
        <ul className="menu-row__errors" role="alert">
          {props.errors.map((error, index) => (
            <li key={`${error.code}-${index}`}>{formatApiError(i18n, error)}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
