import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flagUrl, IOC_TO_ISO2, iocToIso2 } from './ioc.js';
import { expectEach } from '../tests/helpers/expect-each.js';

describe('IOC codes → ISO 3166 alpha-2', () => {
  it('maps the codes that differ from ISO right', () => {
    expectEach(iocToIso2, {
      GER: 'DE',
      NED: 'NL',
      SUI: 'CH',
      DEN: 'DK',
      POR: 'PT',
      CRO: 'HR',
      RSA: 'ZA',
      GRE: 'GR',
      CHI: 'CL',
      INA: 'ID',
      MAS: 'MY',
      PHI: 'PH',
      UAE: 'AE',
      SLO: 'SI',
      URU: 'UY',
    });
  });
  it('does not mistake an IOC code for an ISO code', () => {
    // GE is Georgia (IOC GEO), not Germany; DE, NL, CH are not IOC codes
    expect(iocToIso2('GEO')).toBe('GE');
    expect(iocToIso2('GER')).not.toBe('GE');
    for (const iso of ['DE', 'NL', 'CH', 'DEU', 'NLD', 'CHE', 'PRT', 'HRV', 'ZAF']) expect(iocToIso2(iso)).toBeNull();
  });
  it('maps the Chinese and Asian codes of the demo', () => {
    expectEach(iocToIso2, { CHN: 'CN', HKG: 'HK', MAC: 'MO', TPE: 'TW', JPN: 'JP', KOR: 'KR', SGP: 'SG', THA: 'TH' });
  });
  it('ignores case and spaces; unknown or missing codes map to null', () => {
    expect(iocToIso2(' ger ')).toBe('DE');
    for (const code of ['XYZ', '', 'toString', '__proto__', 'constructor', null, undefined])
      expect(iocToIso2(code)).toBeNull();
  });
  it('covers at least 60 nations, each with a distinct flag', () => {
    const entries = Object.entries(IOC_TO_ISO2);
    expect(entries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(Object.values(IOC_TO_ISO2)).size).toBe(entries.length);
    for (const [ioc, iso] of entries) {
      expect(ioc, ioc).toMatch(/^[A-Z]{3}$/);
      expect(iso, ioc).toMatch(/^[A-Z]{2}$/);
    }
  });
  it('every mapped nation has a small local SVG flag in public/flags', () => {
    for (const iso of Object.values(IOC_TO_ISO2)) {
      const file = new URL(`../public/flags/${iso.toLowerCase()}.svg`, import.meta.url);
      expect(fs.existsSync(file), iso).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20"'), iso).toBe(true);
      expect(Buffer.byteLength(svg), iso).toBeLessThan(1536);
      expect(svg, iso).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
  it('flagUrl', () => {
    expectEach(flagUrl, { GER: '/flags/de.svg', TPE: '/flags/tw.svg', ABC: null });
  });
});
