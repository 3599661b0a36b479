import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table, type TableColumn } from '@/components/ui/table';
import { useErrorText } from '@/lib/error-message';

/** What a part of the member's story shows of its read: the answer, or why there is none yet. */
interface StoryRead<Data> {
  data: Data | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

const linkClasses = 'min-h-9 font-semibold text-brand-700 underline underline-offset-2';

/** A failed read inside its section: what failed, why in the operator's language, and a retry. */
function StoryError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorText(error);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-ink-700" data-testid="story-error">
      <p>
        <span className="font-semibold text-ink-900">{title}</span> {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errorBoundary.retry')}
      </Button>
    </div>
  );
}

/**
 * One part of the member's story on the member page (issue 35): its heading, then while it loads a
 * status line, when the read failed its error with a retry, when there is nothing its empty sentence,
 * and otherwise its content with what goes under it (a pager, a link to the whole list).
 */
export function StorySection<Data>({
  title,
  read,
  loadError,
  isEmpty,
  empty,
  testId,
  children,
  footer,
  aside,
}: {
  title: string;
  read: StoryRead<Data>;
  loadError: string;
  isEmpty: (data: Data) => boolean;
  empty: string;
  testId: string;
  children: (data: Data) => ReactNode;
  footer?: ((data: Data) => ReactNode) | undefined;
  /** What the section holds whatever its read (a form beside the list). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('admin-member-story');
  const titleId = useId();
  const { data } = read;
  let body: ReactNode;
  if (data === undefined) {
    body = read.isError ? (
      <StoryError title={loadError} error={read.error} onRetry={() => void read.refetch()} />
    ) : (
      <p role="status" className="text-ink-600" data-testid={`${testId}-loading`}>
        {t('loading')}
      </p>
    );
  } else if (isEmpty(data)) {
    body = (
      <p className="text-ink-600" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  } else {
    body = (
      <>
        {children(data)}
        {footer?.(data)}
      </>
    );
  }
  return (
    <Card
      as="section"
      radius="md"
      padding="lg"
      className="flex flex-col gap-3"
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {body}
      {aside}
    </Card>
  );
}

/** Previous and next of a section paged by the server, with where the operator is. */
function StoryPager({
  page,
  limit,
  total,
  isLastPage,
  onPage,
}: {
  page: number;
  limit: number;
  total: number;
  isLastPage: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('admin-member-story');
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages === 1 && page === 1) return null;
  return (
    <nav aria-label={t('pageOf', { page, pages })} className="flex flex-wrap items-center gap-4">
      <span className="text-sm text-ink-600">{t('pageOf', { page, pages })}</span>
      {page > 1 ? (
        <button type="button" className={linkClasses} onClick={() => onPage(page - 1)}>
          {t('previous')}
        </button>
      ) : null}
      {isLastPage ? null : (
        <button type="button" className={linkClasses} onClick={() => onPage(page + 1)}>
          {t('next')}
        </button>
      )}
    </nav>
  );
}

export const storyLinkClasses = linkClasses;

/** A page of rows as the story's list calls answer it. */
interface StoryRows<Row> {
  items: Row[];
  page: number;
  limit: number;
  total: number;
  end_page: boolean;
}

/**
 * A part of the member's story that is a table of one list read: empty when the list has no rows, the
 * table captioned by the section's title, and under it the pager when `onPage` turns pages, else the
 * section's own footer (a link to the whole list).
 */
export function StoryTable<Row>({
  title,
  read,
  loadError,
  empty,
  testId,
  columns,
  renderRow,
  onPage,
  footer,
  aside,
}: {
  title: string;
  read: StoryRead<StoryRows<Row>>;
  loadError: string;
  empty: string;
  testId: string;
  columns: TableColumn[];
  renderRow: (row: Row) => ReactNode;
  onPage?: (page: number) => void;
  footer?: (list: StoryRows<Row>) => ReactNode;
  aside?: ReactNode;
}) {
  return (
    <StorySection
      title={title}
      read={read}
      loadError={loadError}
      isEmpty={(list) => list.total === 0}
      empty={empty}
      testId={testId}
      aside={aside}
      footer={(list) =>
        onPage ? (
          <StoryPager
            page={list.page}
            limit={list.limit}
            total={list.total}
            isLastPage={list.end_page}
            onPage={onPage}
          />
        ) : (
          footer?.(list)
        )
      }
    >
      {(list) => (
        <div className="overflow-x-auto">
          <Table caption={title} columns={columns} className="text-sm">
            {list.items.map(renderRow)}
          </Table>
        </div>
      )}
    </StorySection>
  );
}
