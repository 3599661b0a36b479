import type { ReactNode } from 'react';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import type { useCodeFlow } from '../lib/use-code-flow';
import { CodeCollected, CodePreviewCard } from './code-result';

interface CodeFlowPanelProps {
  flow: ReturnType<typeof useCodeFlow>;
  /** How the member gives a code (typing, scanning): shown until a code is previewed. */
  entry: ReactNode;
}

/** One code flow on screen: the entry, then the preview, then the result, with any refusal above them. */
export function CodeFlowPanel({ flow, entry }: CodeFlowPanelProps) {
  const errorText = useErrorText(flow.error);
  const { stage } = flow;
  return (
    <div className="flex flex-col gap-5">
      {flow.error ? <Notice testId="code-error">{errorText}</Notice> : null}
      {stage.kind === 'entry' || stage.kind === 'checking' ? entry : null}
      {stage.kind === 'preview' || stage.kind === 'collecting' ? (
        <CodePreviewCard
          preview={stage.preview}
          isCollecting={stage.kind === 'collecting'}
          onCollect={() => void flow.collect()}
          onCancel={flow.reset}
        />
      ) : null}
      {stage.kind === 'collected' ? <CodeCollected result={stage.result} onAnother={flow.reset} /> : null}
    </div>
  );
}
