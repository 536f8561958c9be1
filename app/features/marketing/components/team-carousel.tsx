/** The team in a carousel: 2 people in view on wide screens, 1 on narrow ones, 30 px apart, looping. */
import type { TeamMember } from '../content/team';
import { useTranslation } from '../../../i18n';
import { Carousel } from '../../../components/carousel';
import styles from './team-carousel.module.css';

export type { TeamMember };

export function TeamCarousel({ members, label }: { members: TeamMember[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Carousel label={label} perView={{ wide: 2, medium: 2, small: 1 }} gap={30} autoplayMs={5000}>
      {members.map((m) => (
        <article key={m.name} className={styles.card}>
          <img src={m.photo} alt={t('widgets.portrait', { name: m.name })} width={120} height={120} loading="lazy" />
          <div className={styles.body}>
            <h3 className={styles.name}>{m.name}</h3>
            <p className={styles.role}>{m.role}</p>
            {m.bio ? <p className={styles.bio}>{m.bio}</p> : null}
            <ul className={styles.contacts}>
              {m.phone ? (
                <ContactLink
                  href={`tel:${m.phone.replace(/[^+\d]/g, '')}`}
                  icon={PHONE_ICON}
                  shown={m.phone}
                  does={t('widgets.call', { name: m.name })}
                />
              ) : null}
              {m.email ? (
                <ContactLink
                  href={`mailto:${m.email}`}
                  icon={MAIL_ICON}
                  shown={m.email}
                  does={t('widgets.mail', { name: m.name })}
                />
              ) : null}
            </ul>
          </div>
        </article>
      ))}
    </Carousel>
  );
}

const PHONE_ICON =
  'M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z';
const MAIL_ICON = 'M20 4H4a2 2 0 00-2 2v12a2 2 0 002 2h16a2 2 0 002-2V6a2 2 0 00-2-2zm0 4l-8 5-8-5V6l8 5 8-5z';

/** a member's phone or e-mail: its icon, what it shows, then (for screen readers) what the link does */
function ContactLink({ href, icon, shown, does }: { href: string; icon: string; shown: string; does: string }) {
  return (
    <li>
      <a href={href}>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d={icon} />
        </svg>
        {shown}
        {/* the name says what the link does, after the number it shows (label in name) */}
        <span className="visually-hidden"> — {does}</span>
      </a>
    </li>
  );
}
