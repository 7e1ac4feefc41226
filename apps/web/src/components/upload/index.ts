// Shared upload UI for the converter and viewer pages (issue 7 XML tools, issue 8 PDF converters).
// Import from here; the styles (upload.css) and the `upload` i18n namespace come with it.
//
// <Dropzone accept={['xml','pdf']} onFiles={(files) => …} onReject={(rejections) => …} />
//    accept: kinds checked by content; multiple?, maxFiles? (10), maxBytes? (10 MB), disabled?,
//    title?, hint?, id? (input id `${id}-input`). onFiles gets [{file, kind}], onReject gets
//    [{code, message (localized catalogue text), fileName?}].
// <Stepper steps={[t('a'), t('b')]} current={0} onSelect?={(i) => …} label? />
//    completed steps become buttons when onSelect is given; aria-current="step".
// <ErrorBanner message code? title? onRetry? onDismiss?>{extra}</ErrorBanner>   role="alert"
// <Busy label? inline? />                                                        role="status"
// <FileSummary name size tag? onRemove?>{extra}</FileSummary>
// apiRequest / readJson / toApiError / isAbort / fileForm / ApiError  (api.ts): API v1 client
// downloadBlob(blob, name), filenameFromDisposition(header), baseName(name)   (download.ts)
// checkFile / sniffBytes / formatBytes / MAX_FILE_BYTES / MAX_FILES            (file-check.ts)
import './upload.css';
import './i18n.ts';

export * from './api.ts';
export { Busy, type BusyProps } from './Busy.tsx';
export { type AcceptedFile, Dropzone, type DropzoneProps, type Rejection } from './Dropzone.tsx';
export * from './download.ts';
export { ErrorBanner, type ErrorBannerProps } from './ErrorBanner.tsx';
export { FilePicker, type FilePickerProps } from './FilePicker.tsx';
export { FileSummary, type FileSummaryProps } from './FileSummary.tsx';
export * from './file-check.ts';
export { UPLOAD_NS } from './i18n.ts';
export { Stepper, type StepperProps } from './Stepper.tsx';
