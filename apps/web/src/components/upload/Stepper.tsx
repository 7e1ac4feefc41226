import { useTranslation } from 'react-i18next';
import { Check } from '../Icons.tsx';
import { UPLOAD_NS } from './i18n.ts';

export type StepperProps = {
  /** Visible labels of the steps, in order (already translated). */
  steps: readonly string[];
  /** Index of the current step (0-based). Steps before it count as completed. */
  current: number;
  /** Makes completed steps buttons that go back to them. */
  onSelect?: (index: number) => void;
  /** Accessible name of the list (default "Progress"). */
  label?: string;
};

/** A horizontal step indicator ("1 Upload — 2 View & Validate"); `aria-current="step"` on the current one. */
export function Stepper({ steps, current, onSelect, label }: StepperProps) {
  const { t } = useTranslation(UPLOAD_NS);
  return (
    <nav className="stepper" aria-label={label ?? t('stepper.label')}>
      <ol>
        {steps.map((name, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'todo';
          const dot = (
            <span className="stepper-dot" aria-hidden="true">
              {state === 'done' ? <Check /> : i + 1}
            </span>
          );
          const text = (
            <span className="stepper-text">
              <span className="stepper-count">
                {t('stepper.step', { number: i + 1, total: steps.length })}
              </span>
              <span className="stepper-label">{name}</span>
              {state !== 'todo' ? (
                <span className="visually-hidden">
                  {' '}
                  ({state === 'done' ? t('stepper.done') : t('stepper.current')})
                </span>
              ) : null}
            </span>
          );
          return (
            <li
              key={name}
              className={`stepper-item stepper-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {state === 'done' && onSelect ? (
                <button
                  type="button"
                  className="stepper-button"
                  onClick={() => onSelect(i)}
                  title={t('stepper.back', { step: name })}
                >
                  {dot}
                  {text}
                </button>
              ) : (
                <span className="stepper-button">
                  {dot}
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
