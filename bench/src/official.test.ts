import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  attachInputs,
  diffNormalized,
  normalize,
  officialStatus,
  parseOfficialLine,
  runOfficial,
  sortedUnique,
} from './official.ts';

// Hand-written in the shape `validate` prints (README "Output"): a rejected UBL invoice with a rule that
// fires twice, a custom level (BR-CL-23 error → warning) and an information message.
const LINE = JSON.stringify({
  file: 'out/ubl-no-seller-email.xml',
  syntax: 'ubl',
  doctype: 'Invoice',
  customization_id: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  scenario: 'EN16931 XRechnung (UBL Invoice)',
  wellformed: true,
  xsd_ok: true,
  schematron_run: true,
  errors: [
    {
      id: 'BR-DE-7',
      flag: 'fatal',
      level: 'error',
      source: 'XRechnung',
      text: '[BR-DE-7] …',
      location: '/x',
    },
    {
      id: 'BR-CO-10',
      flag: 'fatal',
      level: 'error',
      source: 'EN16931',
      text: '[BR-CO-10] …',
      location: '/a',
    },
    { id: 'BR-10', flag: 'fatal', level: 'error', source: 'EN16931', text: '[BR-10] …', location: '/b' },
    {
      id: 'BR-DE-7',
      flag: 'fatal',
      level: 'error',
      source: 'XRechnung',
      text: '[BR-DE-7] …',
      location: '/y',
    },
    { id: 'BR-2', flag: 'fatal', level: 'error', source: 'EN16931', text: '[BR-2] …', location: '/c' },
  ],
  warnings: [
    {
      id: 'BR-CL-23',
      flag: 'fatal',
      level: 'warning',
      original_level: 'error',
      source: 'EN16931',
      text: '[BR-CL-23] …',
      location: '/d',
      path: '/Invoice[1]',
    },
    { id: 'BR-DE-28', flag: 'warning', level: 'warning', source: 'XRechnung', text: '…', location: '/e' },
  ],
  infos: [{ id: 'BR-DE-TMP-32', flag: 'information', level: 'information', source: 'XRechnung', text: '…' }],
  accepted: false,
  assessment: 'reject',
  ms: 14,
});

describe('parseOfficialLine', () => {
  it('reads every field of a verdict line', () => {
    const r = parseOfficialLine(LINE);
    expect(r.file).toBe('out/ubl-no-seller-email.xml');
    expect(r.syntax).toBe('ubl');
    expect(r.scenario).toBe('EN16931 XRechnung (UBL Invoice)');
    expect(r.accepted).toBe(false);
    expect(r.assessment).toBe('reject');
    expect(r.errors).toHaveLength(5);
    expect(r.warnings[0]).toMatchObject({ id: 'BR-CL-23', level: 'warning', original_level: 'error' });
    expect(r.infos[0]?.location).toBeNull();
    expect(r.ms).toBe(14);
  });

  it('rejects lines that are not verdicts', () => {
    expect(() => parseOfficialLine('[setup] ready')).toThrow(/not a JSON line/);
    expect(() => parseOfficialLine('{"file":"x.xml"}')).toThrow(/file\/accepted/);
    expect(() => parseOfficialLine('{"file":"x.xml","accepted":true,"errors":{}}')).toThrow(/not an array/);
  });

  it('reads a non-XML verdict (syntax null, no schema step)', () => {
    const r = parseOfficialLine(
      '{"file":"b.bin","syntax":null,"doctype":null,"customization_id":null,"scenario":null,"wellformed":false,' +
        '"xsd_ok":null,"schematron_run":false,"errors":[{"id":"XML-NOT-WELLFORMED","flag":"fatal","level":"error",' +
        '"source":"parse","text":"x","location":null}],"warnings":[],"infos":[],"accepted":false,"assessment":"reject","ms":0}',
    );
    expect(r.syntax).toBeNull();
    expect(r.xsd_ok).toBeNull();
    expect(normalize(r)).toEqual({
      file: 'b.bin',
      accepted: false,
      errors: ['XML-NOT-WELLFORMED'],
      warnings: [],
    });
  });
});

describe('normalize', () => {
  it('gives sorted unique ids per effective level, infos dropped', () => {
    expect(normalize(parseOfficialLine(LINE))).toEqual({
      file: 'out/ubl-no-seller-email.xml',
      accepted: false,
      errors: ['BR-2', 'BR-10', 'BR-CO-10', 'BR-DE-7'],
      warnings: ['BR-CL-23', 'BR-DE-28'],
    });
  });

  it('uses the input name when runOfficial attached one (PDF inputs)', () => {
    const r = parseOfficialLine(LINE);
    attachInputs([r], ['/in/x.pdf'], []);
    expect(r.input).toBeUndefined(); // file is not below .../x.pdf/
    const p = parseOfficialLine(
      LINE.replace('out/ubl-no-seller-email.xml', '/tmp/xr-oracle.1/x.pdf/factur-x.xml'),
    );
    attachInputs([p], ['/in/x.pdf'], []);
    expect(normalize(p).file).toBe('/in/x.pdf');
  });

  it('sortedUnique uses natural order', () => {
    expect(sortedUnique(['UBL-CR-10', 'BR-S-8', 'UBL-CR-9', 'BR-S-8', 'BR-CO-3'])).toEqual([
      'BR-CO-3',
      'BR-S-8',
      'UBL-CR-9',
      'UBL-CR-10',
    ]);
  });

  it('diffNormalized reports disagreements only', () => {
    const a = normalize(parseOfficialLine(LINE));
    expect(diffNormalized(a, a)).toEqual([]);
    const b = { ...a, accepted: true, errors: ['BR-2', 'BR-10', 'BR-CO-10', 'BR-S-1'] };
    expect(diffNormalized(a, b)).toEqual([
      'accepted false vs true',
      'errors only in first: BR-DE-7',
      'errors only in second: BR-S-1',
    ]);
  });
});

describe('officialStatus', () => {
  it('says why the validator is unusable', () => {
    const s = officialStatus({ OFFICIAL_VALIDATOR_DIR: '/nonexistent', PATH: process.env.PATH });
    expect(s.available).toBe(false);
    if (!s.available) expect(s.reason).toMatch(/no executable \/nonexistent\/validate/);
    const t = officialStatus({
      ORACLE_BUILD: '/nonexistent-build',
      PATH: process.env.PATH,
      HOME: '/nonexistent',
    });
    if (!t.available) expect(t.reason).toMatch(/setup not done|no executable/);
    else expect.unreachable('a missing ORACLE_BUILD must not count as available');
  });
});

// The real thing, when it is set up on this machine (bench/README.md "Official validator").
const status = officialStatus();
const TS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus', 'xrechnung-testsuite');
const UBL = join(TS, 'business-cases', 'standard', '01.01a-INVOICE_ubl.xml');
const CII = join(TS, 'business-cases', 'standard', '01.01a-INVOICE_uncefact.xml');

describe.skipIf(!status.available || !existsSync(UBL))('runOfficial (real validator)', () => {
  it('validates several files in one process, in order, and rejects non-XML', async () => {
    const results = await runOfficial([UBL, CII, '/nonexistent/x.xml']);
    expect(results.map((r) => r.input)).toEqual([UBL, CII, '/nonexistent/x.xml']);
    expect(results.map(normalize)).toEqual([
      { file: UBL, accepted: true, errors: [], warnings: [] },
      { file: CII, accepted: true, errors: [], warnings: [] },
      { file: '/nonexistent/x.xml', accepted: false, errors: ['PROCESSING-ERROR'], warnings: [] },
    ]);
    expect(results[0]?.scenario).toBe('EN16931 XRechnung (UBL Invoice)');
    expect(results[1]?.syntax).toBe('cii');
  }, 120_000); // a JVM start and two validations: over 30 s on 2 cores at load 13
});
