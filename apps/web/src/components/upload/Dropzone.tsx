import { errorMessage } from '@ic/einvoice/errors.ts';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../lang.tsx';
import { acceptAttribute, checkFile, type FileKind, MAX_FILE_BYTES, MAX_FILES } from './file-check.ts';
import { UPLOAD_NS } from './i18n.ts';

export type AcceptedFile = { file: File; kind: FileKind };
export type Rejection = {
  /** catalogue code: INVALID_FILE_TYPE, PDF_ONLY, FILE_TOO_LARGE, TOO_MANY_FILES, NO_FILE_SELECTED */
  code: string;
  /** localized catalogue message */
  message: string;
  /** the file it is about (none for TOO_MANY_FILES / NO_FILE_SELECTED) */
  fileName?: string;
};

export type DropzoneProps = {
  /** Accepted kinds, checked by content (magic bytes / XML start), not by name. */
  accept: readonly FileKind[];
  /** Allow several files (default: one). */
  multiple?: boolean;
  /** Most files per pick when `multiple` (default 10). */
  maxFiles?: number;
  /** Per-file limit in bytes (default 10 MB). */
  maxBytes?: number;
  disabled?: boolean;
  /** Overrides the big line ("Drag and drop your file here"). */
  title?: string;
  /** Overrides the line under the button (default: kinds + "up to 10 MB"). */
  hint?: string;
  /** The files that passed the checks (never empty). */
  onFiles: (files: AcceptedFile[]) => void;
  /** The problems of one pick (never empty); when `multiple`, the good files still go to onFiles. */
  onReject: (rejections: Rejection[]) => void;
  /** `data-testid`-like hook and id prefix; the file input gets `${id}-input`. */
  id?: string;
};

/**
 * Upload area: drag and drop or "Choose file" (a real button; the file input is visually hidden
 * but labelled, so tests and assistive technology can use it). Checks size and type by content
 * before handing the files over; nothing is uploaded here.
 */
export function Dropzone({
  accept,
  multiple = false,
  maxFiles = MAX_FILES,
  maxBytes = MAX_FILE_BYTES,
  disabled = false,
  title,
  hint,
  onFiles,
  onReject,
  id,
}: DropzoneProps) {
  const { t } = useTranslation(UPLOAD_NS);
  const lang = useLang();
  const autoId = useId();
  const base = id ?? `dropzone-${autoId}`;
  const input = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const [checking, setChecking] = useState(false);

  const defaultHint =
    accept.includes('pdf') && accept.includes('xml')
      ? t(accept[0] === 'xml' ? 'dropzone.hintXmlPdf' : 'dropzone.hintPdfXml')
      : accept.includes('pdf')
        ? t('dropzone.hintPdf')
        : t('dropzone.hintXml');

  async function take(list: FileList | null) {
    const files = list ? [...list] : [];
    if (files.length === 0) {
      onReject([{ code: 'NO_FILE_SELECTED', message: errorMessage('NO_FILE_SELECTED', lang) }]);
      return;
    }
    if (!multiple) files.splice(1); // one file expected: take the first of a multi-file drop
    if (files.length > maxFiles) {
      onReject([{ code: 'TOO_MANY_FILES', message: errorMessage('TOO_MANY_FILES', lang) }]);
      return;
    }
    setChecking(true);
    try {
      const checks = await Promise.all(files.map((f) => checkFile(f, accept, maxBytes)));
      const good: AcceptedFile[] = [];
      const bad: Rejection[] = [];
      checks.forEach((c, i) => {
        const file = files[i] as File;
        if (c.ok) good.push({ file, kind: c.kind });
        else bad.push({ code: c.code, message: errorMessage(c.code, lang), fileName: file.name });
      });
      if (bad.length > 0) onReject(bad);
      if (good.length > 0 && (multiple || bad.length === 0)) onFiles(good);
    } finally {
      setChecking(false);
    }
  }

  const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');

  return (
    <section
      aria-labelledby={`${base}-title`}
      className={`dropzone${over ? ' dropzone-over' : ''}${disabled ? ' dropzone-disabled' : ''}`}
      data-testid={base}
      onDragEnter={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        void take(e.dataTransfer.files);
      }}
    >
      <svg
        className="dropzone-icon"
        width="40"
        height="40"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 15V4M7.5 8.5L12 4l4.5 4.5M5 14v4a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="dropzone-title" id={`${base}-title`}>
        {over ? t('dropzone.dropNow') : (title ?? t(multiple ? 'dropzone.titleMultiple' : 'dropzone.title'))}
      </p>
      <p className="dropzone-or">{t('dropzone.or')}</p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={disabled || checking}
        onClick={() => input.current?.click()}
        aria-describedby={`${base}-hint`}
      >
        {t(multiple ? 'dropzone.chooseMultiple' : 'dropzone.choose')}
      </button>
      <input
        ref={input}
        id={`${base}-input`}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        aria-labelledby={`${base}-title`}
        onChange={(e) => {
          const list = e.currentTarget.files;
          void take(list).finally(() => {
            // picking the same file again must fire change again
            if (input.current) input.current.value = '';
          });
        }}
      />
      <p className="dropzone-hint" id={`${base}-hint`}>
        {checking ? t('dropzone.checking') : (hint ?? defaultHint)}
        {multiple ? ` ${t('dropzone.hintMultiple', { count: maxFiles })}` : ''}
      </p>
      <p className="dropzone-privacy">{t('dropzone.privacy')}</p>
    </section>
  );
}
