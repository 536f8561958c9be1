/**
 * The older English home (/index-en, docs/product.md §2 (Home)): an English-only page for international
 * organisers and clubs. Its Chinese counterpart is the home page.
 */
import type { PageId } from '../../../lib/pages';

export const INDEX_EN = {
  slides: [
    {
      image: '/images/hero/slide-1.svg',
      eyebrow: 'Race tracking · Live broadcast · Results',
      title: 'Bring every race on the water to every screen on shore',
      text: 'Trackers on every boat, cameras on the water and in the air, results online minutes after the finish.',
      cta: 'Plan your event',
    },
    {
      image: '/images/hero/slide-2.svg',
      eyebrow: 'From one club race to the National Games',
      title: '520+ events served, 860,000+ km tracked',
      text: 'Five years of sailing events, 1,500+ hours of live broadcast, one team that knows racing.',
      cta: 'Talk to us',
    },
  ],
  introTitle: 'Event technology built by sailors',
  intro:
    'SailFish designs its own tracker, replay viewer and 3D engine and runs them at regattas of every size. Organisers get one partner for tracking, broadcast, video, photos and scoring; sailors and coaches get their tracks and results to keep; spectators finally see the race.',
  whyTitle: 'Why organisers choose us',
  why: [
    'Our own SF-Tracer hardware: 110 g, IP-65, up to 4 positions per second',
    'Tracks stored permanently, replayed in any browser or mini program',
    'Synchronised race control over 5G, with offline buffering at sea',
    'Multi-camera live production: water, drone, stern, 2D and 3D',
    'Low Point scoring with discards and penalties, published online',
    '2 invention patents and 23 software copyrights',
  ],
  servicesTitle: 'What we do',
  services: [
    { id: 'serviceTracking' as PageId, title: 'Race tracking', text: 'Installed and tested 2 days before the event, trackers handed out, race control over 5G and recollection afterwards.' },
    { id: 'serviceLive' as PageId, title: 'Live broadcast', text: 'Eight camera positions from the water to the director’s desk, streamed to every platform.' },
    { id: 'serviceVideo' as PageId, title: 'Video production', text: 'Daily race reports and highlight films, delivered the same evening.' },
  ],
  casesTitle: 'Recent work',
  cases: [
    { image: '/images/cases/case-1.svg', title: 'National Games sailing', text: 'Tracking, live broadcast and results for every class.' },
    { image: '/images/cases/case-2.svg', title: 'China Cup Regatta', text: 'Offshore satellite tracking and daily video reports.' },
    { image: '/images/cases/case-3.svg', title: 'Qingdao International Sailing Week', text: '3D replay with a custom model of the venue.' },
    { image: '/images/cases/case-4.svg', title: 'National Youth Championship', text: 'Tracking for 300 boats and online scoring.' },
    { image: '/images/cases/case-5.svg', title: 'Round-island race', text: 'A live show from drone, chase boat and studio.' },
    { image: '/images/cases/case-6.svg', title: 'Club weekend series', text: 'Season tracking and training analysis for members.' },
  ],
  pricingTitle: 'Packages',
  pricingLead: 'Indicative prices; every event gets a written quote.',
  pricingTabsLabel: 'Packages for',
  plans: {
    commercial: {
      tab: 'Commercial Events',
      items: [
        { name: 'Tracking', price: 'from CNY 28,000', unit: 'per event', features: ['Up to 60 trackers', 'Live and replay viewer', 'Tracks stored permanently'] },
        { name: 'Tracking + Live', price: 'from CNY 88,000', unit: 'per event', features: ['Everything in Tracking', '3-camera live production', 'Daily highlights'] },
        { name: 'Full production', price: 'from CNY 168,000', unit: 'per event', features: ['Everything in Tracking + Live', 'Drone and 3D replay', 'Online scoring with SF-TASS'] },
      ],
    },
    clubs: {
      tab: 'Clubs',
      items: [
        { name: 'Club starter', price: 'from CNY 9,800', unit: 'per season', features: ['10 trackers', 'Replays for members', 'Training analysis with SF-ATAS'] },
        { name: 'Club racing', price: 'from CNY 19,800', unit: 'per season', features: ['30 trackers', 'Weekend series results online', 'Season statistics'] },
        { name: 'Club + coaching', price: 'from CNY 29,800', unit: 'per season', features: ['Everything in Club racing', 'Coach dashboard', 'Video review sessions'] },
      ],
    },
  },
  getIt: 'Get it now',
  partnersTitle: 'Trusted by',
  testimonialsTitle: 'Hear it from them',
  testimonials: [
    { quote: 'Spectators on shore could follow every tack. Results were online minutes after each finish.', name: 'Liu Jing', role: 'Race director, National Games sailing' },
    { quote: 'Replaying the race with the crew is now the best part of our debrief.', name: 'Zhao Lei', role: '470 coach, provincial team' },
  ],
  playTestimonial: 'Play the video of {{name}}',
  newsTitle: 'News',
  ctaTitle: 'Ready to put your event on every screen?',
  ctaText: 'Tell us the dates, the venue and the classes. We answer within two working days.',
  ctaButton: 'Contact us',
};
