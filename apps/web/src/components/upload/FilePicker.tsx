import { useState } from 'react';
import { type AcceptedFile, Dropzone, type Rejection } from './Dropzone.tsx';
import { ErrorBanner } from './ErrorBanner.tsx';
import type { FileKind } from './file-check.ts';

export interface FilePickerProps {
  /** id of the dropzone's file input */
  id: string;
  accept: readonly FileKind[];
  /** the first accepted file of a pick */
  onPicked: (file: AcceptedFile) => void;
}

/** A single-file dropzone with its rejection banner (wrong type, too large …), dismissable. */
export function FilePicker({ id, accept, onPicked }: FilePickerProps) {
  const [rejection, setRejection] = useState<Rejection | null>(null);
  return (
    <>
      {rejection ? (
        <ErrorBanner
          title=""
          message={rejection.message}
          code={rejection.code}
          onDismiss={() => setRejection(null)}
        />
      ) : null}
      <Dropzone
        id={id}
        accept={accept}
        onFiles={([first]) => {
          setRejection(null);
          if (first) onPicked(first);
        }}
        onReject={([first]) => setRejection(first ?? null)}
      />
    </>
  );
}
