/** The dark band of headline numbers counting up (home statistics, about counters). */
import { CountUp } from './count-up';
import ui from './figures-band.module.css';

export interface BandFigure {
  key: string;
  label: string;
  value: number;
  unit?: string;
  suffix?: string;
}

export function FiguresBand({ id, title, figures }: { id: string; title: string; figures: BandFigure[] }) {
  if (figures.length === 0) return null;
  return (
    <section className={ui.numbers} aria-labelledby={id} data-band="">
      <div className="container">
        <h2 id={id} className="visually-hidden">
          {title}
        </h2>
        <dl className={ui.figures}>
          {figures.map((f) => (
            <div key={f.key} className={ui.figure}>
              <dt>{f.label}</dt>
              <dd>
                <CountUp value={f.value} suffix={f.suffix} />
                {f.unit ? <span className={ui.unit}>{f.unit}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
