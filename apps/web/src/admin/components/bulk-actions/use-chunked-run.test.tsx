import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PIECE_ROWS, type RowOutcome, useChunkedRun } from './use-chunked-run';

function renderRun() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useChunkedRun<number>(), { wrapper });
}

describe('a bulk action over many rows', () => {
  it('sends 1,000 rows in pieces within the API’s limit, one after another, counting the rows done', async () => {
    const { result } = renderRun();
    const pieces: number[][] = [];
    let releaseFirst: (() => void) | undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const items = Array.from({ length: 1000 }, (_, index) => index + 1);
    act(() =>
      result.current.start({
        items,
        nameOf: String,
        runPiece: async (piece): Promise<RowOutcome[]> => {
          pieces.push(piece);
          if (pieces.length === 1) await firstHeld;
          return piece.map((item) => ({
            name: String(item),
            ok: item !== 700,
            code: item === 700 ? 'NOT_FOUND' : null,
          }));
        },
      }),
    );
    await waitFor(() => expect(result.current.progress).toEqual({ done: 0, total: 1000 }));
    expect(pieces).toHaveLength(1);
    act(() => releaseFirst?.());
    await waitFor(() => expect(result.current.outcomes).not.toBeNull());
    expect(pieces.map((piece) => piece.length)).toEqual(Array.from({ length: 1000 / PIECE_ROWS }, () => PIECE_ROWS));
    expect(pieces[1]?.[0]).toBe(PIECE_ROWS + 1);
    expect(result.current.progress).toEqual({ done: 1000, total: 1000 });
    expect(result.current.outcomes?.filter((outcome) => !outcome.ok)).toEqual([
      { name: '700', ok: false, code: 'NOT_FOUND' },
    ]);
  });

  it('counts a piece refused whole as failed rows with its code, and still runs the next piece', async () => {
    const { result } = renderRun();
    let calls = 0;
    act(() =>
      result.current.start({
        items: Array.from({ length: PIECE_ROWS + 2 }, (_, index) => index + 1),
        nameOf: (item) => `row ${item}`,
        runPiece: async (piece) => {
          calls += 1;
          if (calls === 1)
            throw { status: 'error', http_status: 401, code: 'TOKEN_EXPIRED', message: '', message_th: '' };
          return piece.map((item) => ({ name: `row ${item}`, ok: true, code: null }));
        },
      }),
    );
    await waitFor(() => expect(result.current.outcomes).not.toBeNull());
    const outcomes = result.current.outcomes ?? [];
    expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(PIECE_ROWS);
    expect(outcomes[0]).toEqual({ name: 'row 1', ok: false, code: 'TOKEN_EXPIRED' });
    expect(outcomes.at(-1)).toEqual({ name: `row ${PIECE_ROWS + 2}`, ok: true, code: null });
  });
});
