// The user-facing error catalogue (product-spec.md section 8), shared by server and web app.
// Every failure a user can meet has a stable code, an HTTP status (for the API) and a
// message in English and German. Pure data: browser-safe, no Node APIs.
//
// Messages may contain `{name}` placeholders; `errorMessage()` fills them.

export type Lang = 'en' | 'de';
export const LANGS: readonly Lang[] = ['en', 'de'];

export interface CatalogueEntry {
  /** HTTP status the API answers with. Client-only messages use 0. */
  readonly status: number;
  readonly en: string;
  readonly de: string;
}

const catalogue = {
  // --- credits, account status, downloads ---------------------------------------------
  INSUFFICIENT_CREDITS: {
    status: 402,
    en: 'Insufficient credits. Please purchase credits or subscribe.',
    de: 'Nicht genügend Credits. Bitte kaufen Sie Credits oder schließen Sie ein Abonnement ab.',
  },
  UPGRADE_REQUIRED: {
    status: 402,
    en: 'Upgrade required',
    de: 'Upgrade erforderlich',
  },
  USER_STATUS_FAILED: {
    status: 500,
    en: 'Failed to fetch user status.',
    de: 'Der Kontostatus konnte nicht abgerufen werden.',
  },
  CREDIT_DEDUCTION_FAILED: {
    status: 500,
    en: 'Failed to deduct credit.',
    de: 'Der Credit konnte nicht abgebucht werden.',
  },
  CREDIT_PURCHASE_FAILED: {
    status: 500,
    en: 'Credit purchase processing failed.',
    de: 'Der Kauf der Credits konnte nicht verarbeitet werden.',
  },
  PAYMENTS_NOT_CONFIGURED: {
    status: 503,
    en: 'Payments are not configured on this server.',
    de: 'Zahlungen sind auf diesem Server nicht eingerichtet.',
  },
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    en: 'The payment provider could not be reached. Please try again in a moment.',
    de: 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
  ALREADY_SUBSCRIBED: {
    status: 409,
    en: 'You already have a subscription. Manage it from your profile.',
    de: 'Sie haben bereits ein Abonnement. Sie können es in Ihrem Profil verwalten.',
  },
  NO_BILLING_ACCOUNT: {
    status: 404,
    en: 'There are no purchases or subscriptions to manage yet.',
    de: 'Es gibt noch keine Käufe oder Abonnements zum Verwalten.',
  },
  CHECKOUT_NOT_FOUND: {
    status: 404,
    en: 'This payment was not found.',
    de: 'Diese Zahlung wurde nicht gefunden.',
  },
  CHECKOUT_NOT_PAID: {
    status: 409,
    en: 'This payment has not been completed yet.',
    de: 'Diese Zahlung ist noch nicht abgeschlossen.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    en: 'The webhook signature is invalid or too old.',
    de: 'Die Signatur des Webhooks ist ungültig oder zu alt.',
  },
  DOWNLOAD_CHECK_FAILED: {
    status: 500,
    en: 'Failed to check download.',
    de: 'Der Download konnte nicht geprüft werden.',
  },
  DOWNLOAD_DATA_MISSING: {
    status: 400,
    en: 'Missing download data.',
    de: 'Die Daten für den Download fehlen.',
  },
  DOWNLOAD_CREATE_FAILED: {
    status: 500,
    en: 'Failed to create download.',
    de: 'Der Download konnte nicht erstellt werden.',
  },
  DOWNLOAD_PREPARE_FAILED: {
    status: 500,
    en: 'Failed to prepare download.',
    de: 'Der Download konnte nicht vorbereitet werden.',
  },
  DOWNLOAD_FAILED: {
    status: 500,
    en: 'Download failed.',
    de: 'Der Download ist fehlgeschlagen.',
  },

  // --- sign-in, passwords -------------------------------------------------------------
  INVALID_CREDENTIALS: {
    status: 401,
    en: 'Invalid email or password.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
  },
  SIGN_IN_FAILED: {
    status: 500,
    en: 'Failed to sign in.',
    de: 'Die Anmeldung ist fehlgeschlagen.',
  },
  SIGN_IN_REQUIRED: {
    status: 401,
    en: 'Please sign in to continue.',
    de: 'Bitte melden Sie sich an, um fortzufahren.',
  },
  AUTHENTICATION_REQUIRED: {
    status: 401,
    en: 'Authentication required. Please sign in.',
    de: 'Anmeldung erforderlich. Bitte melden Sie sich an.',
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    en: 'Password must be at least {min} characters.',
    de: 'Das Passwort muss mindestens {min} Zeichen lang sein.',
  },
  PASSWORDS_DO_NOT_MATCH: {
    status: 400,
    en: 'Passwords do not match.',
    de: 'Die Passwörter stimmen nicht überein.',
  },
  PASSWORD_UPDATE_FAILED: {
    status: 500,
    en: 'Failed to update password: {message}',
    de: 'Das Passwort konnte nicht geändert werden: {message}',
  },
  PASSWORD_RESET_FAILED: {
    status: 500,
    en: 'The password reset email could not be sent. Please try again.',
    de: 'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
  PASSWORD_RESET_SENT: {
    status: 200,
    en: 'If an account exists for this address, we have sent an email with a link to reset the password.',
    de: 'Falls ein Konto zu dieser Adresse existiert, haben wir eine E-Mail mit einem Link zum Zurücksetzen des Passworts gesendet.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    en: 'Please confirm your email address first: we have sent you a link.',
    de: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen einen Link gesendet.',
  },
  TERMS_NOT_ACCEPTED: {
    status: 400,
    en: 'Please accept the terms and conditions, the privacy policy and the data processing agreement.',
    de: 'Bitte akzeptieren Sie die AGB, die Datenschutzerklärung und den Auftragsverarbeitungsvertrag.',
  },
  PASSWORD_INCORRECT: {
    status: 400,
    en: 'The password is not correct.',
    de: 'Das Passwort ist nicht korrekt.',
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    en: 'The password is too long.',
    de: 'Das Passwort ist zu lang.',
  },
  LINK_INVALID: {
    status: 400,
    en: 'This link is invalid or has expired. Please request a new one.',
    de: 'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  },
  EMAIL_UNCHANGED: {
    status: 400,
    en: 'The new email address is the same as the current one.',
    de: 'Die neue E-Mail-Adresse ist dieselbe wie die bisherige.',
  },
  FORBIDDEN_ORIGIN: {
    status: 403,
    en: 'This request was refused because it did not come from this site.',
    de: 'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website kam.',
  },
  API_KEY_INVALID: {
    status: 401,
    en: 'The API key is invalid or has been revoked.',
    de: 'Der API-Schlüssel ist ungültig oder wurde widerrufen.',
  },
  API_KEY_LIMIT: {
    status: 400,
    en: 'You have reached the maximum number of API keys. Please revoke one first.',
    de: 'Sie haben die Höchstzahl an API-Schlüsseln erreicht. Bitte widerrufen Sie zuerst einen.',
  },
  BATCH_REQUIRES_SUBSCRIPTION: {
    status: 402,
    en: 'Converting several files at once is part of the subscription. With credits, please convert one file at a time.',
    de: 'Mehrere Dateien auf einmal umzuwandeln ist Teil des Abonnements. Mit Credits wandeln Sie bitte eine Datei nach der anderen um.',
  },
  SESSION_EXPIRED: {
    status: 401,
    en: 'Your session has expired. Please refresh the page.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte laden Sie die Seite neu.',
  },

  // --- files and uploads --------------------------------------------------------------
  INVALID_FILE_TYPE: {
    status: 415,
    en: 'Please select a PDF or XML file.',
    de: 'Bitte wählen Sie eine PDF- oder XML-Datei aus.',
  },
  NO_FILE_SELECTED: {
    status: 400,
    en: 'Please select a file.',
    de: 'Bitte wählen Sie eine Datei aus.',
  },
  PDF_ONLY: {
    status: 415,
    en: 'Only PDF files are allowed.',
    de: 'Es sind nur PDF-Dateien erlaubt.',
  },
  FILE_TOO_LARGE: {
    status: 413,
    en: 'File too large. Maximum size is 10 MB.',
    de: 'Die Datei ist zu groß. Die maximale Größe beträgt 10 MB.',
  },
  TOO_MANY_FILES: {
    status: 400,
    en: 'You can upload up to 10 files only.',
    de: 'Sie können höchstens 10 Dateien hochladen.',
  },
  FILE_EMPTY: {
    status: 422,
    en: 'The file is empty.',
    de: 'Die Datei ist leer.',
  },
  INVALID_FILE_FORMAT: {
    status: 422,
    en: 'Invalid file format.',
    de: 'Ungültiges Dateiformat.',
  },
  PDF_NO_TEXT: {
    status: 422,
    en: 'Could not extract text from the PDF. Please make sure it contains text and is not password-protected.',
    de: 'Aus der PDF-Datei konnte kein Text gelesen werden. Bitte prüfen Sie, dass sie Text enthält und nicht passwortgeschützt ist.',
  },
  PDF_SCAN_TOO_MANY_PAGES: {
    status: 422,
    en: 'The PDF is a scan with more than 10 pages without text. Please upload at most 10 scanned pages (the invoice pages only).',
    de: 'Die PDF-Datei ist ein Scan mit mehr als 10 Seiten ohne Text. Bitte laden Sie höchstens 10 gescannte Seiten hoch (nur die Rechnungsseiten).',
  },
  PDF_EXTRACTION_FAILED: {
    status: 422,
    en: 'Invoice data could not be processed from the PDF.',
    de: 'Die Rechnungsdaten konnten aus der PDF-Datei nicht verarbeitet werden.',
  },
  UPLOAD_FAILED: {
    status: 500,
    en: 'Failed to upload and process the file.',
    de: 'Die Datei konnte nicht hochgeladen und verarbeitet werden.',
  },
  FILE_PROCESSING_ERROR: {
    status: 422,
    en: 'Error processing file: {message}',
    de: 'Fehler beim Verarbeiten der Datei: {message}',
  },
  SOME_FILES_FAILED: {
    status: 207,
    en: 'Some files failed to process.',
    de: 'Einige Dateien konnten nicht verarbeitet werden.',
  },
  ALL_FILES_FAILED: {
    status: 422,
    en: 'All files failed to process.',
    de: 'Keine der Dateien konnte verarbeitet werden.',
  },
  XML_PARSE_FAILED: {
    status: 422,
    en: 'Failed to parse the XML file.',
    de: 'Die XML-Datei konnte nicht gelesen werden.',
  },
  UPLOAD_TIMEOUT: {
    status: 408,
    en: 'The upload timed out. Please try again.',
    de: 'Das Hochladen hat zu lange gedauert. Bitte versuchen Sie es erneut.',
  },
  PROCESSING_TIMEOUT: {
    status: 503,
    en: 'Processing timed out. The file may be too complex.',
    de: 'Die Verarbeitung hat zu lange gedauert. Die Datei ist möglicherweise zu komplex.',
  },

  // --- generating results -------------------------------------------------------------
  XML_GENERATION_FAILED: {
    status: 500,
    en: 'Failed to generate XML.',
    de: 'Die XML-Datei konnte nicht erzeugt werden.',
  },
  PDF_GENERATION_FAILED: {
    status: 500,
    en: 'PDF generation failed.',
    de: 'Die PDF-Erzeugung ist fehlgeschlagen.',
  },
  ZUGFERD_GENERATION_FAILED: {
    status: 500,
    en: 'ZUGFeRD generation failed.',
    de: 'Die ZUGFeRD-Erzeugung ist fehlgeschlagen.',
  },
  MISSING_REQUIRED_DATA: {
    status: 400,
    en: 'Missing required data.',
    de: 'Erforderliche Daten fehlen.',
  },
  VALIDATION_FAILED: {
    status: 400,
    en: 'Validation failed. Please check your input.',
    de: 'Die Prüfung ist fehlgeschlagen. Bitte überprüfen Sie Ihre Eingaben.',
  },
  REQUIRED_FIELDS_MISSING: {
    status: 400,
    en: 'Please fill in all required fields.',
    de: 'Bitte füllen Sie alle Pflichtfelder aus.',
  },

  // --- batches ------------------------------------------------------------------------
  BATCH_ID_MISSING: {
    status: 400,
    en: 'No batch ID available. Please restart the process.',
    de: 'Keine Stapel-ID vorhanden. Bitte starten Sie den Vorgang neu.',
  },
  BATCH_DOWNLOAD_FAILED: {
    status: 500,
    en: 'Batch download failed.',
    de: 'Der Download des Stapels ist fehlgeschlagen.',
  },

  // --- feedback -----------------------------------------------------------------------
  FEEDBACK_MESSAGE_INVALID: {
    status: 400,
    en: 'Please enter a message (at most 5000 characters).',
    de: 'Bitte geben Sie eine Nachricht ein (höchstens 5000 Zeichen).',
  },
  INVALID_EMAIL: {
    status: 400,
    en: 'Please enter a valid email address.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },

  // --- generic HTTP / server ----------------------------------------------------------
  BAD_REQUEST: {
    status: 400,
    en: 'The request could not be understood.',
    de: 'Die Anfrage konnte nicht verstanden werden.',
  },
  INVALID_JSON: {
    status: 400,
    en: 'The request body is not valid JSON.',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  },
  NOT_FOUND: {
    status: 404,
    en: 'Not found.',
    de: 'Nicht gefunden.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    en: 'This method is not allowed here.',
    de: 'Diese Methode ist hier nicht erlaubt.',
  },
  URI_TOO_LONG: {
    status: 414,
    en: 'The address (URL) is too long.',
    de: 'Die Adresse (URL) ist zu lang.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    en: 'The request headers are too large.',
    de: 'Die Kopfzeilen der Anfrage sind zu groß.',
  },
  CROSS_SITE_REQUEST: {
    status: 403,
    en: 'Uploads from other websites are not accepted. Please use this site directly, or the API with an API key.',
    de: 'Uploads von anderen Websites werden nicht angenommen. Bitte nutzen Sie diese Website direkt oder die API mit einem API-Schlüssel.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    en: 'The request is too large.',
    de: 'Die Anfrage ist zu groß.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'Unsupported content type.',
    de: 'Dieser Inhaltstyp wird nicht unterstützt.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Please wait a few minutes and try again.',
    de: 'Zu viele Anfragen. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  },
  SERVER_ERROR: {
    status: 500,
    en: 'A server error occurred. Please try again later.',
    de: 'Ein Serverfehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  },
  UNEXPECTED_ERROR: {
    status: 500,
    en: 'An unexpected error occurred: {message}',
    de: 'Ein unerwarteter Fehler ist aufgetreten: {message}',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    en: 'The service is temporarily unavailable. Please try again later.',
    de: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.',
  },

  // --- shown by the web app only (no API status) --------------------------------------
  INVALID_SERVER_RESPONSE: {
    status: 0,
    en: 'Invalid response from the server. Please try again.',
    de: 'Ungültige Antwort vom Server. Bitte versuchen Sie es erneut.',
  },
  NETWORK_ERROR: {
    status: 0,
    en: 'Network error. Please check your connection and try again.',
    de: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  SAFARI_NETWORK_HINT: {
    status: 0,
    en: 'If you use Safari, keep this tab active while files are processed, or try another browser.',
    de: 'Wenn Sie Safari verwenden, lassen Sie diesen Tab während der Verarbeitung aktiv oder nutzen Sie einen anderen Browser.',
  },
  CHUNK_LOAD_FAILED: {
    status: 0,
    en: 'Part of the application could not be loaded. Please reload the page.',
    de: 'Ein Teil der Anwendung konnte nicht geladen werden. Bitte laden Sie die Seite neu.',
  },
  RENDER_ERROR: {
    status: 0,
    en: 'Something went wrong while showing this page. Please reload the page.',
    de: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu.',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof catalogue;

/** The whole catalogue, keyed by code. */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, CatalogueEntry>> = catalogue;

/** All codes, in catalogue order. */
export const ERROR_CODES = Object.keys(catalogue) as ErrorCode[];

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(catalogue, code);
}

/** HTTP status for a code (500 for client-only codes, which the API never sends). */
export function errorStatus(code: ErrorCode): number {
  const s = catalogue[code].status;
  return s >= 400 ? s : 500;
}

/** The message for `code` in `lang`, with `{name}` placeholders filled from `params`. */
export function errorMessage(
  code: ErrorCode,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const template = catalogue[code][lang];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * Picks en or de from an Accept-Language header (RFC 9110 quality values).
 * Falls back to `fallback` (English) when neither language is acceptable.
 */
export function pickLang(acceptLanguage: string | null | undefined, fallback: Lang = 'en'): Lang {
  if (!acceptLanguage) return fallback;
  let best: Lang | null = null;
  let bestQ = 0;
  for (const part of acceptLanguage.split(',').slice(0, 32)) {
    const [rawTag, ...rawParams] = part.trim().split(';');
    const tag = (rawTag ?? '').trim().toLowerCase();
    let q = 1;
    for (const p of rawParams) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m?.[1] !== undefined) q = Number(m[1]);
    }
    if (!Number.isFinite(q) || q <= 0) continue;
    const primary = tag.split('-')[0];
    const lang: Lang | null = primary === 'de' ? 'de' : primary === 'en' ? 'en' : null;
    if (lang && q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best ?? fallback;
}
