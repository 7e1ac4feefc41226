// The API's request and response types are defined once (@ic/einvoice, src/api/convert.ts) and
// used by the server and the web app. This test fails when they drift from what the server
// documents in /api/docs: the OpenAPI schemas' property names are compared with the types' keys,
// at typecheck time (expectTypeOf over the `as const` schemas) and at run time (the served
// document against key lists that must name exactly the keys of each type: `satisfies`).
import type {
  ApiMessage,
  ApiReport,
  CompactReport,
  ConversionNoteOut,
  ConvertEnvelope,
  ExtractResponse,
  GENERATE_REQUEST_SCHEMA,
  GenerateRequest,
  InvoiceSummary,
  ValidateResponse,
} from '@ic/einvoice';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type {
  conversionNoteSchema,
  convertEnvelopeSchema,
  invoiceSummarySchema,
  validateResponseSchema,
  validationReportSchema,
} from '../src/api/v1/schemas.ts';
import { startTestServer, type TestServer } from './helpers.ts';

type Keys<S> = S extends { properties: infer P } ? keyof P : never;
type ItemKeys<S> = S extends { properties: { messages: { items: { properties: infer P } } } }
  ? keyof P
  : never;

describe('API types and the OpenAPI schemas name the same fields', () => {
  it('at typecheck time (the schemas are const)', () => {
    expectTypeOf<Keys<typeof validateResponseSchema>>().toEqualTypeOf<keyof ValidateResponse>();
    expectTypeOf<Keys<typeof validationReportSchema>>().toEqualTypeOf<keyof ApiReport>();
    expectTypeOf<ItemKeys<typeof validationReportSchema>>().toEqualTypeOf<keyof ApiMessage>();
    expectTypeOf<Keys<typeof invoiceSummarySchema>>().toEqualTypeOf<keyof InvoiceSummary>();
    expectTypeOf<Keys<typeof conversionNoteSchema>>().toEqualTypeOf<keyof ConversionNoteOut>();
    expectTypeOf<Keys<typeof convertEnvelopeSchema>>().toEqualTypeOf<keyof ConvertEnvelope>();
    expectTypeOf<Keys<typeof GENERATE_REQUEST_SCHEMA>>().toEqualTypeOf<keyof GenerateRequest>();
    // the enums too
    expectTypeOf<(typeof convertEnvelopeSchema.properties.mime.enum)[number]>().toEqualTypeOf<
      ConvertEnvelope['mime']
    >();
    expectTypeOf<(typeof GENERATE_REQUEST_SCHEMA.properties.format.enum)[number]>().toEqualTypeOf<
      GenerateRequest['format']
    >();
  });
});

/** exactly the keys of T (a missing or an extra one fails the typecheck) */
const keys =
  <T>() =>
  <const K extends Record<keyof T, true>>(k: K & Record<Exclude<keyof K, keyof T>, never>) =>
    Object.keys(k).sort();

const EXPECTED = {
  extract: keys<ExtractResponse>()({
    source: true,
    invoice: true,
    fields: true,
    notices: true,
    warnings: true,
    pages: true,
    ocr: true,
  }),
  generateBody: keys<GenerateRequest>()({
    invoice: true,
    format: true,
    profile: true,
    allowInvalid: true,
    visual: true,
    technical: true,
    original: true,
  }),
  compactReport: keys<CompactReport>()({
    accepted: true,
    scenario: true,
    counts: true,
    messages: true,
    omitted: true,
  }),
  validate: keys<ValidateResponse>()({
    file: true,
    source: true,
    syntax: true,
    accepted: true,
    scenario: true,
    counts: true,
    messages: true,
    summary: true,
    invoice: true,
  }),
  envelope: keys<ConvertEnvelope>()({ filename: true, mime: true, base64: true, report: true, notes: true }),
};

interface Schema {
  title?: string;
  properties?: Record<string, Schema>;
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
}
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
      }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

describe('the served OpenAPI document', () => {
  let srv: TestServer;
  let doc: OpenApi;
  beforeAll(async () => {
    srv = await startTestServer();
    doc = (await (await fetch(`${srv.url}/api/docs/json`)).json()) as OpenApi;
  });
  afterAll(async () => srv?.close());

  const props = (s: Schema | undefined): string[] => {
    const resolved = s?.$ref ? doc.components.schemas[s.$ref.split('/').pop() as string] : s;
    return Object.keys(resolved?.properties ?? {}).sort();
  };
  const json = (x: { content?: Record<string, { schema: Schema }> } | undefined) =>
    x?.content?.['application/json']?.schema;

  it('describes each answer and request body with exactly the fields of its shared type', () => {
    const extract = doc.paths['/api/v1/extract']?.post;
    const generate = doc.paths['/api/v1/generate']?.post;
    expect(props(json(extract?.responses['200']))).toEqual(EXPECTED.extract);
    expect(props(json(generate?.requestBody))).toEqual(EXPECTED.generateBody);
    expect(props(json(generate?.responses['422'])?.properties?.report)).toEqual(EXPECTED.compactReport);
    const component = (title: string) => Object.values(doc.components.schemas).find((c) => c.title === title);
    expect(props(component('ValidateResponse'))).toEqual(EXPECTED.validate);
    expect(props(component('ConvertEnvelope'))).toEqual(EXPECTED.envelope);
  });
});
