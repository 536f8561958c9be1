import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Card, Section, TabbedSection } from './section';

/** the markup as the server sends it, without the class names (they are the look, not the structure) */
function render(element: ReactElement): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(<RouterProvider router={router} />)
    .replace(/ class="[^"]*"/g, '')
    .replace(/<!-- -->/g, '');
}

describe('Section', () => {
  it('is a region named by its heading, at the level asked for, over its content', () => {
    expect(
      render(
        <Section id="about-team" heading="Our team" level={3}>
          <p>Crew</p>
        </Section>,
      ),
    ).toBe('<section aria-labelledby="about-team"><div><h3 id="about-team">Our team</h3><p>Crew</p></div></section>');
  });

  it('sets the lead under the heading, in a row with the more link, before the content', () => {
    expect(
      render(
        <Section
          id="videos-highlights"
          heading="Highlights"
          lead="Best moments"
          more={{ to: '/service-video', label: 'Our video service' }}
        >
          <ul></ul>
        </Section>,
      ),
    ).toBe(
      '<section aria-labelledby="videos-highlights"><div><div>' +
        '<div><h2 id="videos-highlights">Highlights</h2><p>Best moments</p></div>' +
        '<a href="/service-video" data-discover="true">Our video service</a>' +
        '</div><ul></ul></div></section>',
    );
  });

  it('keeps the heading and the content in one column beside `side`, even when side is empty', () => {
    const column = '<div><h2 id="about-intro">Every race, seen</h2><p>First</p><p>Second</p></div>';
    for (const [side, html] of [
      [<figure key="v">video</figure>, '<figure>video</figure>'],
      [null, ''],
    ] as const) {
      expect(
        render(
          <Section id="about-intro" heading="Every race, seen" side={side}>
            <p>First</p>
            <p>Second</p>
          </Section>,
        ),
      ).toBe(`<section aria-labelledby="about-intro"><div>${column}${html}</div></section>`);
    }
  });
});

describe('TabbedSection', () => {
  it('renders a panel a tab, the others hidden, each named by its tab; the children after the panels', () => {
    const html = render(
      <TabbedSection
        id="home-events"
        heading="Events centre"
        tabsLabel="Event status"
        tabs={[
          { key: 'all', label: 'All' },
          { key: 'running', label: 'Running' },
        ]}
        idPrefix="home"
        value="running"
        onChange={() => {}}
        panel={(key) => <p>{key} events</p>}
      >
        <a href="/events">See all events</a>
      </TabbedSection>,
    );
    expect(html).toMatch(/<div role="tablist" aria-label="Event status">/);
    expect(html).toMatch(
      /<button id="home-tab-running" type="button" role="tab" aria-selected="true"[^>]*>Running<\/button>/,
    );
    expect(html).toContain(
      '<div id="home-panel-all" role="tabpanel" aria-labelledby="home-tab-all" hidden=""><p>all events</p></div>' +
        '<div id="home-panel-running" role="tabpanel" aria-labelledby="home-tab-running"><p>running events</p></div>' +
        '<a href="/events">See all events</a></div></section>',
    );
  });
});

describe('Card', () => {
  it('is a list item with the picture first, then the words', () => {
    expect(
      render(
        <ul>
          <Card picture={<img src="/a.jpg" alt="Regatta" loading="lazy" />}>
            <h3>Regatta</h3>
          </Card>
        </ul>,
      ),
    ).toBe('<ul><li><img src="/a.jpg" alt="Regatta" loading="lazy"/><div><h3>Regatta</h3></div></li></ul>');
  });
});
