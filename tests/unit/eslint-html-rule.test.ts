/**
 * The lint rule that keeps HTML strings out of the DOM and out of widgets (issue 25, finding 4;
 * eslint.config.js): run through ESLint's Node API on sample code, as `npm run check` runs it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** the no-restricted-syntax messages for `code` linted as if it were the file at `filePath` */
async function htmlFindings(code: string, filePath = 'app/features/contact/components/sample.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('no HTML strings into the DOM or a widget', () => {
  it('refuses innerHTML, outerHTML and insertAdjacentHTML', async () => {
    const found = await htmlFindings(
      [
        'export function f(el: HTMLElement, name: string) {',
        '  el.innerHTML = name;',
        "  el['outerHTML'] = `<b>${name}</b>`;",
        "  el.insertAdjacentHTML('beforeend', name);",
        '}',
      ].join('\n'),
    );
    expect(found).toHaveLength(3);
  });

  it("refuses anything but a built node to Leaflet's bindTooltip and bindPopup, and a string to setContent", async () => {
    const found = await htmlFindings(
      [
        'import type * as L from "leaflet";',
        'declare function textLabel(text: string): HTMLElement;',
        'export function f(m: L.Marker, p: L.Popup, name: string) {',
        // the contact map before issue 25: the office's name as a string
        "  m.bindTooltip(name, { permanent: true, direction: 'auto' });",
        '  m.bindPopup(`<b>${name}</b>`);',
        "  p.setContent('<i>x</i>');",
        '  m.bindTooltip(textLabel(name));',
        '}',
      ].join('\n'),
    );
    expect(found).toHaveLength(3);
    expect(found[0]).toMatch(/DOM node/);
  });

  it('allows dangerouslySetInnerHTML in the SanitisedHtml component only', async () => {
    const sample = 'export const X = ({ html }: { html: string }) => <div dangerouslySetInnerHTML={{ __html: html }} />;\n';
    expect(await htmlFindings(sample)).toEqual([expect.stringMatching(/SanitisedHtml/)]);
    expect(await htmlFindings(sample, 'app/components/sanitised-html.tsx')).toEqual([]);
  });

  it('passes the tree as it is: the contact map and the news body', async () => {
    const [result] = await eslint.lintFiles([
      'app/features/contact/components/office-map.tsx',
      'app/features/news/components/news-content.tsx',
      'app/components/sanitised-html.tsx',
    ]);
    expect(result!.messages).toEqual([]);
  });
});
