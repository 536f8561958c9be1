/**
 * IOC country codes (as printed in sailing results: GER, NED, SUI…) → ISO 3166-1 alpha-2 codes
 * (the names of the flag files in public/flags, made by scripts/make-flags.ts).
 *
 * Many IOC codes are not the ISO alpha-3 code and cannot be derived from it: GER is DE (not
 * 'GE', which is Georgia), NED is NL, SUI is CH, DEN is DK, POR is PT, CRO is HR, RSA is ZA,
 * GRE is GR, CHI is CL, INA is ID, MAS is MY, PHI is PH, TPE is TW, UAE is AE… so the table is
 * written out by hand. An unknown code maps to null: the page shows the code alone.
 *
 * Chinese Taipei (TPE) competes under its Olympic flag, which is what tw.svg draws.
 */
export const IOC_TO_ISO2 = {
  // Asia
  CHN: 'CN',
  HKG: 'HK',
  MAC: 'MO',
  TPE: 'TW',
  JPN: 'JP',
  KOR: 'KR',
  SGP: 'SG',
  THA: 'TH',
  MAS: 'MY',
  INA: 'ID',
  PHI: 'PH',
  VIE: 'VN',
  MYA: 'MM',
  IND: 'IN',
  PAK: 'PK',
  KAZ: 'KZ',
  UAE: 'AE',
  QAT: 'QA',
  KUW: 'KW',
  BRN: 'BH',
  OMA: 'OM',
  IRI: 'IR',
  LBN: 'LB',
  ISR: 'IL',
  // Oceania
  AUS: 'AU',
  NZL: 'NZ',
  FIJ: 'FJ',
  SAM: 'WS',
  // Europe
  GBR: 'GB',
  IRL: 'IE',
  FRA: 'FR',
  ITA: 'IT',
  ESP: 'ES',
  POR: 'PT',
  GER: 'DE',
  NED: 'NL',
  BEL: 'BE',
  LUX: 'LU',
  SUI: 'CH',
  AUT: 'AT',
  MON: 'MC',
  AND: 'AD',
  MLT: 'MT',
  DEN: 'DK',
  NOR: 'NO',
  SWE: 'SE',
  FIN: 'FI',
  ISL: 'IS',
  EST: 'EE',
  LAT: 'LV',
  LTU: 'LT',
  POL: 'PL',
  CZE: 'CZ',
  SVK: 'SK',
  HUN: 'HU',
  SLO: 'SI',
  CRO: 'HR',
  SRB: 'RS',
  MNE: 'ME',
  GRE: 'GR',
  CYP: 'CY',
  TUR: 'TR',
  UKR: 'UA',
  ROU: 'RO',
  BUL: 'BG',
  RUS: 'RU',
  GEO: 'GE',
  AZE: 'AZ',
  // Americas
  USA: 'US',
  CAN: 'CA',
  MEX: 'MX',
  BRA: 'BR',
  ARG: 'AR',
  CHI: 'CL',
  URU: 'UY',
  PAR: 'PY',
  PER: 'PE',
  COL: 'CO',
  VEN: 'VE',
  ECU: 'EC',
  PAN: 'PA',
  CUB: 'CU',
  DOM: 'DO',
  PUR: 'PR',
  BAH: 'BS',
  BAR: 'BB',
  BER: 'BM',
  ARU: 'AW',
  TTO: 'TT',
  IVB: 'VG',
  // Africa
  RSA: 'ZA',
  EGY: 'EG',
  TUN: 'TN',
  MAR: 'MA',
  ALG: 'DZ',
  SEN: 'SN',
  NGR: 'NG',
  KEN: 'KE',
  MRI: 'MU',
  SEY: 'SC',
} as const satisfies Record<string, string>;

export type IocCode = keyof typeof IOC_TO_ISO2;
export type Iso2 = (typeof IOC_TO_ISO2)[IocCode];

/** 'GER' → 'DE'; case and surrounding spaces ignored; null for an unknown code */
export function iocToIso2(code: string | null | undefined): Iso2 | null {
  if (typeof code !== 'string') return null;
  const key = code.trim().toUpperCase();
  return Object.hasOwn(IOC_TO_ISO2, key) ? IOC_TO_ISO2[key as IocCode] : null;
}

/** the flag image of an IOC code, served from public/flags: '/flags/de.svg'; null when unknown */
export function flagUrl(code: string | null | undefined): string | null {
  const iso = iocToIso2(code);
  return iso ? `/flags/${iso.toLowerCase()}.svg` : null;
}
