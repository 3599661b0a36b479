import { useTranslation } from 'react-i18next';

interface FlexText {
  type: 'text';
  text: string;
  weight?: string;
}
interface FlexButton {
  type: 'button';
  action: { type: 'uri'; label: string; uri: string };
}
interface FlexBubble {
  body?: { contents?: unknown[] };
  footer?: { contents?: unknown[] };
}

function isText(part: unknown): part is FlexText {
  return typeof part === 'object' && part !== null && (part as FlexText).type === 'text';
}
function isButton(part: unknown): part is FlexButton {
  return typeof part === 'object' && part !== null && (part as FlexButton).type === 'button';
}

/** The bubbles of a recorded push (LINE's message objects as JSON), or nothing when it holds none. */
function bubblesOf(body: string): FlexBubble[] | undefined {
  try {
    const messages: unknown = JSON.parse(body);
    if (!Array.isArray(messages)) return undefined;
    return messages
      .filter((message) => message?.type === 'flex' && message.contents?.type === 'bubble')
      .map((message) => message.contents as FlexBubble);
  } catch {
    return undefined;
  }
}

/** A LINE push as the LINE app shows it: each Flex bubble's texts and its buttons opening their links. */
export function LineFlexPreview({ body }: { body: string }) {
  const { t } = useTranslation('dev');
  const bubbles = bubblesOf(body);
  if (!bubbles?.length) return <p className="text-ink-500">{t('flexUnreadable')}</p>;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-[#8cabd9] p-3" data-testid="line-flex">
      {bubbles.map((bubble, index) => (
        // A recorded push never changes: its bubbles' order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="max-w-sm overflow-hidden rounded-2xl bg-white shadow-sm">
          <div className="flex flex-col gap-1 p-4">
            {bubble.body?.contents?.filter(isText).map((part) => (
              <p
                key={part.text}
                className={
                  part.weight === 'bold' ? 'text-lg font-bold text-ink-900' : 'whitespace-pre-line text-ink-700'
                }
              >
                {part.text}
              </p>
            ))}
          </div>
          <div className="flex flex-col gap-2 px-4 pb-4">
            {bubble.footer?.contents?.filter(isButton).map((button) => (
              <a
                key={button.action.uri}
                href={button.action.uri}
                className="rounded-lg bg-[#06c755] px-4 py-2 text-center font-semibold text-white"
              >
                {button.action.label}
              </a>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
