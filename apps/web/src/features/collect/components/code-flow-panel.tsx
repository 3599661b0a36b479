import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '@/components/ui/notice';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-time';
import type { useCodeFlow } from '../lib/use-code-flow';
import { CodeCollected, CodePreviewCard } from './code-result';

interface CodeFlowPanelProps {
  flow: ReturnType<typeof useCodeFlow>;
  /** How the member gives a code (typing, scanning): shown until a code is previewed. */
  entry: ReactNode;
}

/** The refusal's words; a code not yet started says from when it can be used (the server sends `starts_at`). */
function useRefusalText(error: unknown): string {
  const { t, i18n } = useTranslation('collect');
  const generic = useErrorText(error);
  if (isErrorBody(error) && error.code === 'NOT_ACTIVE' && error.starts_at) {
    return t('code.startsOn', { date: formatDateTime(error.starts_at, i18n.language) });
  }
  return generic;
}

/** One code flow on screen: the entry, then the preview, then the result, with any refusal above them. */
export function CodeFlowPanel({ flow, entry }: CodeFlowPanelProps) {
  const errorText = useRefusalText(flow.error);
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
