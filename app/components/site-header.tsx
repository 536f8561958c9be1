/** Header: logo, navigation with the services and products menus, language switch, mobile menu under 850 px. */
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import type { Lang } from '../../shared/lang';
import { PRODUCT_MENU, SERVICE_MENU, pagePath, type PageId } from '../lib/pages';
import { Logo, WORDMARK } from './logo';
import { LanguageSwitch } from './language-switch';
import styles from './site-header.module.css';

/** the pages each top-level item stands for */
const SECTION_OF: [PageId, RegExp][] = [
  ['events', /^\/events(-en)?(\/|$)/],
  ['blogList', /^\/(blog-list|blog-details|news)(-en)?(\/|$)/],
];

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1 3l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
    </svg>
  );
}

function Menu({
  label,
  items,
  lang,
  onNavigate,
}: {
  label: string;
  items: PageId[];
  lang: Lang;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  return (
    <li
      className={styles.menuItem}
      ref={ref}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Chevron />
      </button>
      <ul className={styles.submenu} id={id} data-open={open}>
        {items.map((item) => (
          <li key={item}>
            <NavLink className={styles.link} to={pagePath(item, lang)} onClick={onNavigate} end>
              {t(`pages.${item}.title`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const close = () => setOpen(false);
  const homePath = '/';
  // a section's item is current on all of its pages (e.g. News on lists, posts and details)
  const section = SECTION_OF.find(([, re]) => re.test(location.pathname))?.[0];
  const link = (id: PageId, label: string) => (
    <li>
      {SECTION_OF.some(([sid]) => sid === id) ? (
        <Link
          className={styles.link}
          to={pagePath(id, lang)}
          onClick={close}
          aria-current={section === id ? 'page' : undefined}
        >
          {label}
        </Link>
      ) : (
        <NavLink className={styles.link} to={pagePath(id, lang)} onClick={close} end={id === 'home'}>
          {label}
        </NavLink>
      )}
    </li>
  );

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        {/* the name starts with the words the logo shows (label in name), then says where it goes */}
        <Link to={homePath} className={styles.brand} aria-label={`${WORDMARK.join(' ')} ${t('nav.home')}`}>
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.label')} id="site-nav" data-open={open}>
          <ul className={styles.list}>
            {link('home', t('nav.home'))}
            {link('events', t('nav.events'))}
            <Menu label={t('nav.services')} items={SERVICE_MENU} lang={lang} onNavigate={close} />
            <Menu label={t('nav.products')} items={PRODUCT_MENU} lang={lang} onNavigate={close} />
            {link('blogList', t('nav.news'))}
            {link('about', t('nav.about'))}
            {link('contact', t('nav.contact'))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <LanguageSwitch lang={lang} className={styles.lang} />
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls="site-nav"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen(!open)}
          >
            <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
              {open ? (
                <path d="M5 5l12 12M17 5L5 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
        </div>
      </div>
    </header>
  );
}
