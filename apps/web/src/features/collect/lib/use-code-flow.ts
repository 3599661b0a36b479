import type { CallOutput, CodePreview, scanCode as scanCodeCall } from '@loyalty/contracts';
import { useCallback, useState } from 'react';
import { checkCode, scanCode } from '../api/codes';

export type CollectedCode = CallOutput<typeof scanCodeCall>;

export type CodeStage =
  | { kind: 'entry' }
  | { kind: 'checking'; code: string }
  | { kind: 'preview'; preview: CodePreview; idempotencyKey: string }
  | { kind: 'collecting'; preview: CodePreview; idempotencyKey: string }
  | { kind: 'collected'; result: CollectedCode };

/**
 * The promo-code and scancode screens' one flow (DESIGN §5): CheckCode previews the code, then ScanCode
 * uses it. The Idempotency-Key belongs to the previewed code, so pressing Collect again after a lost
 * answer is the same request and earns once.
 */
export function useCodeFlow({ onCollected }: { onCollected: (result: CollectedCode) => void }) {
  const [stage, setStage] = useState<CodeStage>({ kind: 'entry' });
  const [error, setError] = useState<unknown>(null);

  const check = useCallback(async (code: string) => {
    setError(null);
    setStage({ kind: 'checking', code });
    try {
      const preview = await checkCode(code);
      setStage({ kind: 'preview', preview, idempotencyKey: crypto.randomUUID() });
      return true;
    } catch (failure) {
      setError(failure);
      setStage({ kind: 'entry' });
      return false;
    }
  }, []);

  const collect = async () => {
    if (stage.kind !== 'preview') return;
    const { preview, idempotencyKey } = stage;
    setError(null);
    setStage({ kind: 'collecting', preview, idempotencyKey });
    try {
      const result = await scanCode(preview.code, idempotencyKey);
      setStage({ kind: 'collected', result });
      onCollected(result);
    } catch (failure) {
      setError(failure);
      setStage({ kind: 'preview', preview, idempotencyKey });
    }
  };

  const reset = useCallback(() => {
    setError(null);
    setStage({ kind: 'entry' });
  }, []);

  return { stage, error, check, collect, reset };
}
