import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../components/lang.tsx';
import { FilePicker, Stepper } from '../../../components/upload/index.ts';
import { usePickedFile } from '../hooks.ts';
import { XML_NS } from '../i18n.ts';

interface Props {
  /** the page's id: `data-page`, the picked file's storage key and the upload input's id prefix */
  page: 'ubl-to-cii' | 'xrechnung-to-pdf';
  /** the page's message keys: `${keys}.heading`, `${keys}.intro` */
  keys: 'ublToCii' | 'xrechnungToPdf';
  /** the stepper's labels, upload first */
  steps: string[];
  /** the flow after a file is picked */
  Flow: ComponentType<{ file: File; onReset: () => void }>;
}

/** The frame of an XML converter page: heading, then the upload step or, once a file is picked, its flow. */
export function ConverterShell({ page, keys, steps, Flow }: Props) {
  const { t } = useTranslation(XML_NS);
  const lang = useLang();
  const [picked, setPicked] = usePickedFile(page, lang);
  return (
    <section className="container page xt-page" data-page={page}>
      <header className="xt-page-head">
        <h1>{t(`${keys}.heading`)}</h1>
        <p className="lead">{t(`${keys}.intro`)}</p>
      </header>
      {picked ? (
        <Flow
          key={`${picked.file.name}-${picked.file.size}-${picked.file.lastModified}`}
          file={picked.file}
          onReset={() => setPicked(null)}
        />
      ) : (
        <>
          <Stepper steps={steps} current={0} />
          <div className="xt-step">
            <FilePicker id={`${page}-upload`} accept={['xml']} onPicked={setPicked} />
          </div>
        </>
      )}
    </section>
  );
}
