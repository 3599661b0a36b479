import { LoadError } from '@/components/feedback/load-error';
import { Code128Barcode } from '@/components/ui/code128-barcode';
import { Countdown } from '@/components/ui/countdown';
import { QrCode } from '@/components/ui/qr-code';
import { groupCode } from './group-code';
import { useWakeLock } from './use-wake-lock';

/** What a rotating code's call answers that the screen needs: the code and how long it has left. */
export interface RotatingCodeAnswer {
  code: string;
  expires_in_ms: number;
}

/** The parts of the code's TanStack Query result the display reads and drives. */
export interface RotatingCodeQuery {
  data: RotatingCodeAnswer | undefined;
  /** When the answer arrived: the countdown runs from here, not from the device's idea of the time. */
  dataUpdatedAt: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** The words around the code, already in the member's language: each screen says what its code is for. */
export interface RotatingCodeText {
  label: string;
  loading: string;
  loadError: string;
  countdownLabel: string;
  hint: string;
  qrLabel: (code: string) => string;
  barcodeLabel: (code: string) => string;
  nextIn: (seconds: number) => string;
}

interface RotatingCodeProps {
  query: RotatingCodeQuery;
  text: RotatingCodeText;
  /** Names the parts for tests: `<prefix>-qr`, `-barcode`, `-code-text`, `-countdown`. */
  testIdPrefix: string;
}

/**
 * A code the server renews every step (a card's counter code, DESIGN §12 and decision 014; the member
 * code, §13): QR and Code 128 of the current code, its text grouped for reading aloud, and a countdown
 * to the next one. The countdown runs from when the answer arrived (the device's clock may be wrong);
 * at zero it asks the server again. The screen stays awake while a code shows. A code the server could
 * not renew is no longer good: the failure and its retry take its place.
 *
 * Draws its parts side by side in the caller's column, which gives the heading and the frame.
 */
export function RotatingCode({ query, text, testIdPrefix }: RotatingCodeProps) {
  const code = query.isError ? undefined : query.data;
  useWakeLock(code !== undefined);

  return (
    <>
      {query.isPending ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true">
          <div className="size-50 animate-pulse rounded-2xl bg-ink-100" />
          <p className="text-ink-600">{text.loading}</p>
        </div>
      ) : null}
      {query.isError ? (
        <LoadError title={text.loadError} error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {code ? (
        <>
          <QrCode text={code.code} label={text.qrLabel(code.code)} testId={`${testIdPrefix}-qr`} />
          <Code128Barcode code={code.code} label={text.barcodeLabel(code.code)} testId={`${testIdPrefix}-barcode`} />
          <div className="flex flex-col items-center">
            <p className="text-sm text-ink-600">{text.label}</p>
            <p
              className="font-mono text-2xl font-bold tracking-widest text-ink-900"
              data-testid={`${testIdPrefix}-code-text`}
            >
              {groupCode(code.code)}
            </p>
          </div>
          <Countdown
            // A new answer starts a new countdown, even when the code itself did not change.
            key={query.dataUpdatedAt}
            until={query.dataUpdatedAt + code.expires_in_ms}
            onEnd={() => void query.refetch()}
            label={text.countdownLabel}
            className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700"
          >
            {(_parts, remainingMs) => (
              <span data-testid={`${testIdPrefix}-countdown`}>{text.nextIn(Math.ceil(remainingMs / 1000))}</span>
            )}
          </Countdown>
          <p className="text-sm text-ink-600">{text.hint}</p>
        </>
      ) : null}
    </>
  );
}
