import { ERROR_CATALOGUE, ERROR_CODES, errorMessage, errorStatus, isErrorCode, pickLang } from '@ic/einvoice';
import { describe, expect, it } from 'vitest';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it('has English and German text for every code, with the same placeholders', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(50);
    for (const code of ERROR_CODES) {
      const e = ERROR_CATALOGUE[code];
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(e.en.trim().length, code).toBeGreaterThan(3);
      expect(e.de.trim().length, code).toBeGreaterThan(3);
      expect(e.de, code).not.toBe(e.en);
      expect(placeholders(e.de), code).toEqual(placeholders(e.en));
    }
  });

  it('covers the messages of product-spec section 8', () => {
    const spec: Array<[string, RegExp]> = [
      ['INSUFFICIENT_CREDITS', /Insufficient credits/],
      ['USER_STATUS_FAILED', /fetch user status/],
      ['CREDIT_DEDUCTION_FAILED', /deduct credit/],
      ['CREDIT_PURCHASE_FAILED', /purchase processing failed/],
      ['DOWNLOAD_CHECK_FAILED', /check download/],
      ['DOWNLOAD_DATA_MISSING', /Missing download data/],
      ['DOWNLOAD_CREATE_FAILED', /create download/],
      ['DOWNLOAD_PREPARE_FAILED', /prepare download/],
      ['DOWNLOAD_FAILED', /^Download failed/],
      ['INVALID_CREDENTIALS', /Invalid email or password/],
      ['SIGN_IN_FAILED', /Failed to sign in/],
      ['SIGN_IN_REQUIRED', /sign in to continue/],
      ['AUTHENTICATION_REQUIRED', /Authentication required/],
      ['PASSWORD_TOO_SHORT', /at least \{min\} characters/],
      ['PASSWORDS_DO_NOT_MATCH', /do not match/],
      ['PASSWORD_UPDATE_FAILED', /update password: \{message\}/],
      ['UNEXPECTED_ERROR', /unexpected error occurred: \{message\}/],
      ['RATE_LIMITED', /Too many requests.*wait a few minutes/],
      ['PASSWORD_RESET_FAILED', /reset/],
      ['PASSWORD_RESET_SENT', /sent an email/],
      ['INVALID_FILE_TYPE', /PDF or XML file/],
      ['NO_FILE_SELECTED', /select a file/],
      ['PDF_ONLY', /Only PDF files/],
      ['FILE_TOO_LARGE', /Maximum size is 10 MB/],
      ['TOO_MANY_FILES', /up to 10 files/],
      ['PDF_NO_TEXT', /extract text.*password-protected/],
      ['PDF_EXTRACTION_FAILED', /could not be processed from the PDF/],
      ['UPLOAD_FAILED', /upload and process/],
      ['FILE_PROCESSING_ERROR', /Error processing file: \{message\}/],
      ['SOME_FILES_FAILED', /Some files failed/],
      ['ALL_FILES_FAILED', /All files failed/],
      ['XML_PARSE_FAILED', /parse the XML file/],
      ['XML_GENERATION_FAILED', /generate XML/],
      ['PDF_GENERATION_FAILED', /PDF generation failed/],
      ['ZUGFERD_GENERATION_FAILED', /ZUGFeRD generation failed/],
      ['MISSING_REQUIRED_DATA', /Missing required data/],
      ['VALIDATION_FAILED', /Validation failed. Please check your input/],
      ['REQUIRED_FIELDS_MISSING', /fill in all required fields/],
      ['INVALID_SERVER_RESPONSE', /Invalid response from the server/],
      ['UPLOAD_TIMEOUT', /upload timed out/],
      ['PROCESSING_TIMEOUT', /too complex/],
      ['INVALID_FILE_FORMAT', /Invalid file format/],
      ['SERVER_ERROR', /server error/],
      ['NETWORK_ERROR', /Network error/],
      ['SESSION_EXPIRED', /session has expired.*refresh the page/],
      ['SAFARI_NETWORK_HINT', /Safari.*tab active.*another browser/],
      ['BATCH_ID_MISSING', /No batch ID.*restart/],
      ['BATCH_DOWNLOAD_FAILED', /Batch download failed/],
      ['CHUNK_LOAD_FAILED', /could not be loaded/],
      ['RENDER_ERROR', /went wrong/],
    ];
    for (const [code, re] of spec) {
      expect(isErrorCode(code), code).toBe(true);
      if (isErrorCode(code)) expect(ERROR_CATALOGUE[code].en).toMatch(re);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(errorMessage('FILE_PROCESSING_ERROR', 'de', { message: 'kaputt' })).toBe(
      'Fehler beim Verarbeiten der Datei: kaputt',
    );
    expect(errorMessage('PASSWORD_TOO_SHORT', 'en', { min: 8 })).toBe(
      'Password must be at least 8 characters.',
    );
    expect(errorMessage('PASSWORD_TOO_SHORT', 'en')).toContain('{min}');
  });

  it('gives API statuses; client-only codes map to 500', () => {
    expect(errorStatus('RATE_LIMITED')).toBe(429);
    expect(errorStatus('FILE_TOO_LARGE')).toBe(413);
    expect(errorStatus('NETWORK_ERROR')).toBe(500);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('__proto__')).toBe(false);
  });
});

describe('pickLang', () => {
  it('follows Accept-Language with quality values', () => {
    expect(pickLang(undefined)).toBe('en');
    expect(pickLang('')).toBe('en');
    expect(pickLang('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLang('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(pickLang('fr-FR, de;q=0.5, en;q=0.4')).toBe('de');
    expect(pickLang('en;q=0.2, de;q=0.7')).toBe('de');
    expect(pickLang('fr, it')).toBe('en');
    expect(pickLang('de;q=0')).toBe('en');
    expect(pickLang('*')).toBe('en');
  });
});
