import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flagUrl, IOC_TO_ISO2, iocToIso2 } from './ioc.js';

describe('IOC codes → ISO 3166 alpha-2', () => {
  it('maps the codes that differ from ISO right', () => {
    expect(iocToIso2('GER')).toBe('DE');
    expect(iocToIso2('NED')).toBe('NL');
    expect(iocToIso2('SUI')).toBe('CH');
    expect(iocToIso2('DEN')).toBe('DK');
    expect(iocToIso2('POR')).toBe('PT');
    expect(iocToIso2('CRO')).toBe('HR');
    expect(iocToIso2('RSA')).toBe('ZA');
    expect(iocToIso2('GRE')).toBe('GR');
    expect(iocToIso2('CHI')).toBe('CL');
    expect(iocToIso2('INA')).toBe('ID');
    expect(iocToIso2('MAS')).toBe('MY');
    expect(iocToIso2('PHI')).toBe('PH');
    expect(iocToIso2('UAE')).toBe('AE');
    expect(iocToIso2('SLO')).toBe('SI');
    expect(iocToIso2('URU')).toBe('UY');
  });
  it('does not mistake an IOC code for an ISO code', () => {
    // GE is Georgia (IOC GEO), not Germany; DE, NL, CH are not IOC codes
    expect(iocToIso2('GEO')).toBe('GE');
    expect(iocToIso2('GER')).not.toBe('GE');
    for (const iso of ['DE', 'NL', 'CH', 'DEU', 'NLD', 'CHE', 'PRT', 'HRV', 'ZAF']) expect(iocToIso2(iso)).toBeNull();
  });
  it('maps the Chinese and Asian codes of the demo', () => {
    expect(['CHN', 'HKG', 'MAC', 'TPE', 'JPN', 'KOR', 'SGP', 'THA'].map(iocToIso2)).toEqual([
      'CN',
      'HK',
      'MO',
      'TW',
      'JP',
      'KR',
      'SG',
      'TH',
    ]);
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
    expect(flagUrl('GER')).toBe('/flags/de.svg');
    expect(flagUrl('TPE')).toBe('/flags/tw.svg');
    expect(flagUrl('ABC')).toBeNull();
  });
});
