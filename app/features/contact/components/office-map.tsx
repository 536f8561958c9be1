/**
 * The offices on a Leaflet map (docs/product.md §2 (Contact)). Leaflet is loaded only in the browser and
 * only once the map is on screen (an IntersectionObserver, then a dynamic import); until then,
 * without JavaScript, or if Leaflet cannot load, a drawn placeholder shows the offices' pins.
 * The height is reserved by the stylesheet, so nothing moves when the map arrives. When the
 * tiles cannot load, the markers stay (they do not depend on the tiles) and a note says so.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type * as Leaflet from 'leaflet';
import type { Office } from '../../../../shared/api';
import type { Lang } from '../../../../shared/lang';
import { useTranslation } from '../../../i18n';
import { placePoints } from '../lib/map-view';
import styles from './office-map.module.css';
import '../messages/register';

type LeafletModule = typeof Leaflet;

/** which office to show: `n` changes on every request, so asking twice opens it again */
export interface MapFocus {
  key: string;
  n: number;
}

interface Props {
  offices: Office[];
  lang: Lang;
  tileUrl: string;
  attribution: string;
  focus?: MapFocus | null;
}

type MapState = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * room kept free of a popup: below the zoom buttons (10 px margin, 64 px tall, and a gap), so the
 * popup never reaches the top-left corner; the full width stays for the popup (a phone's map is
 * too narrow to keep it beside the buttons)
 */
const POPUP_CLEAR_TOP_LEFT: [number, number] = [8, 84];
/** and the attribution's line at the bottom */
const POPUP_CLEAR_BOTTOM_RIGHT: [number, number] = [8, 24];

/** the map starts loading a little before it scrolls into view */
const LOAD_MARGIN = '160px 0px';

async function loadLeaflet(): Promise<LeafletModule> {
  const [mod] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // the package is CommonJS: depending on the bundler the namespace is the module or its default
  const withDefault = mod as LeafletModule & { default?: LeafletModule };
  return withDefault.default ?? withDefault;
}

/**
 * Office names, addresses and the attribution are text: a widget that takes HTML (Leaflet's
 * tooltips, popups, icons and attribution) gets DOM nodes built with textContent, never a string
 * it would parse (issue 25, finding 4; the lint rule in eslint.config.js keeps it so).
 */
function textLabel(text: string): HTMLElement {
  const label = document.createElement('span');
  label.textContent = text;
  return label;
}

/** Leaflet's attribution control only takes HTML: the configured text with its markup characters escaped */
function escapedText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** the marker's pin: a new element per marker (Leaflet moves an element it is given into the icon) */
function pinIcon(L: LeafletModule): Leaflet.DivIcon {
  const pin = document.createElement('span');
  pin.className = styles.markerPin ?? '';
  return L.divIcon({
    className: styles.marker ?? '',
    html: pin,
    iconSize: [30, 38],
    iconAnchor: [15, 37],
    popupAnchor: [0, -36],
    tooltipAnchor: [17, -20],
  });
}

function popupContent(office: Office, en: boolean): HTMLElement {
  const box = document.createElement('div');
  box.className = styles.popup ?? '';
  const name = document.createElement('strong');
  name.textContent = en ? office.nameEn : office.name;
  const address = document.createElement('span');
  address.textContent = en ? office.addressEn : office.address;
  box.append(name, address);
  if (office.phone) {
    const phone = document.createElement('a');
    phone.href = `tel:${office.phone.replace(/[^\d+]/g, '')}`;
    phone.textContent = office.phone;
    box.append(phone);
  }
  return box;
}

export function OfficeMap({ offices, lang, tileUrl, attribution, focus }: Props) {
  const { t } = useTranslation();
  const en = lang === 'en';
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const markersRef = useRef(new Map<string, Leaflet.Marker>());
  const [onScreen, setOnScreen] = useState(false);
  const [state, setState] = useState<MapState>('waiting');
  const [tilesFailed, setTilesFailed] = useState(false);
  const pins = useMemo(() => placePoints(offices, 1.6), [offices]);
  const labels = { zoomIn: t('contact.zoomIn'), zoomOut: t('contact.zoomOut'), close: t('contact.close') };

  // 1. wait until the map is (nearly) on screen
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setOnScreen(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  // 2. then load Leaflet and draw the map
  useEffect(() => {
    if (!onScreen || offices.length === 0) return;
    let cancelled = false;
    let map: Leaflet.Map | undefined;
    const markers = markersRef.current;
    setState('loading');
    loadLeaflet()
      .then((L) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        map = L.map(canvas, {
          zoomControl: false,
          // the page scrolls under the wheel; zoom with the buttons, the keyboard or a pinch
          scrollWheelZoom: false,
          // on touch screens one finger scrolls the page; a pinch zooms the map
          dragging: !L.Browser.mobile,
          maxZoom: 18,
          minZoom: 2,
        });
        // the view first: Leaflet adds layers (and their elements) only to a map that has one
        const bounds = L.latLngBounds(offices.map((o) => [o.lat, o.lng] as [number, number]));
        map.fitBounds(bounds, { padding: [56, 56], maxZoom: 10 });
        L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
        L.control.scale({ imperial: false }).addTo(map);
        const tiles = L.tileLayer(tileUrl, { attribution: escapedText(attribution), maxZoom: 18 });
        tiles.on('tileerror', () => setTilesFailed(true));
        tiles.addTo(map);

        for (const office of offices) {
          const name = en ? office.nameEn : office.name;
          const marker = L.marker([office.lat, office.lng], { icon: pinIcon(L), keyboard: true, riseOnHover: true })
            // the popup opens clear of the zoom buttons (top left) and the attribution (bottom
            // right): on a phone's narrow map it would otherwise open with its title under them
            .bindPopup(popupContent(office, en), {
              maxWidth: 280,
              autoPanPaddingTopLeft: POPUP_CLEAR_TOP_LEFT,
              autoPanPaddingBottomRight: POPUP_CLEAR_BOTTOM_RIGHT,
            })
            // 'auto': the name goes to the side of the pin away from the map's edge
            .bindTooltip(textLabel(name), { permanent: true, direction: 'auto', className: styles.markerLabel ?? '' })
            .addTo(map);
          marker.getElement()?.setAttribute('aria-label', name);
          markers.set(office.key, marker);
        }
        map.on('popupopen', (e) => {
          e.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', labels.close);
        });
        setState('ready');
      })
      .catch(() => {
        // Leaflet could not load (offline, blocked): the placeholder's pins and the list stay
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      markers.clear();
      map?.remove();
    };
    // (the labels follow `en`: the page's language does not change while it is open)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onScreen, offices, en, tileUrl, attribution]);

  // 3. "show on the map" from the list of offices
  useEffect(() => {
    if (!focus || state !== 'ready') return;
    markersRef.current.get(focus.key)?.openPopup();
  }, [focus, state]);

  return (
    <div ref={boxRef} className={styles.box} role="region" aria-label={t('contact.mapLabel')}>
      <div className={styles.placeholder} aria-hidden="true" data-state={state}>
        {pins.map((pin) => {
          const office = offices.find((o) => o.key === pin.key);
          return (
            <span
              key={pin.key}
              className={styles.fallbackPin}
              style={{ left: `${pin.left}%`, top: `${pin.top}%` }}
              data-side={pin.left > 50 ? 'left' : 'right'}
            >
              <span className={styles.fallbackLabel}>{office ? (en ? office.nameEn : office.name) : ''}</span>
            </span>
          );
        })}
      </div>
      <div ref={canvasRef} className={styles.canvas} data-testid="office-map" data-state={state} />
      {state === 'loading' ? (
        <p className={styles.chip} role="status">
          {t('contact.mapLoading')}
        </p>
      ) : null}
      {tilesFailed ? (
        <p className={styles.chip} role="status">
          {t('contact.tilesFailed')}
        </p>
      ) : null}
      <noscript>
        <p className={styles.chip}>{t('contact.mapNoScript')}</p>
      </noscript>
    </div>
  );
}
