/**
 * An accessible accordion (WAI-ARIA pattern): each question is a button in a heading with
 * aria-expanded and aria-controls; one answer is open at a time (opening one closes the
 * other; the open one closes again on a second press). Enter and Space work as on any
 * button; Up/Down move between the questions, Home/End go to the first/last.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  question: string;
  answer: string[];
}

export function Accordion({ items, initialOpen = 0 }: { items: AccordionItem[]; initialOpen?: number | null }) {
  const [open, setOpen] = useState<number | null>(initialOpen);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = items.length - 1;
    const target =
      e.key === 'ArrowDown'
        ? i === last
          ? 0
          : i + 1
        : e.key === 'ArrowUp'
          ? i === 0
            ? last
            : i - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (target === null) return;
    e.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={styles.accordion}>
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.question} className={styles.item} data-open={expanded ? '' : undefined}>
            <h3 className={styles.heading}>
              <button
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                onKeyDown={(e) => onKeyDown(e, i)}
              >
                <span>{item.question}</span>
                <svg className={styles.chevron} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                  <path d="M4 7l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
