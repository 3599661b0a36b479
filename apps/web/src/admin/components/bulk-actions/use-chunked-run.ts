import { type ErrorCode, MAX_BULK_ROWS } from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isErrorBody } from '@/lib/api-client';

/** One row's outcome as the operator reads it: what names the row, and the error code when it was not done. */
export interface RowOutcome {
  name: string;
  ok: boolean;
  code: ErrorCode | null;
  /** What the failure means for this action, where the error's general words would mislead. */
  text?: string | undefined;
}

export interface ChunkedJob<Item> {
  items: Item[];
  /** What names an item in the report when its whole piece was refused. */
  nameOf: (item: Item) => string;
  /** Sends one piece of at most PIECE_ROWS items and answers each one's outcome. */
  runPiece: (piece: Item[]) => Promise<RowOutcome[]>;
}

/**
 * Rows a piece carries: within the API's MAX_BULK_ROWS, and small enough that the progress moves every
 * second or so (each row is its own transaction on the server) while 1,000 rows are still only 10 calls.
 */
export const PIECE_ROWS = Math.min(100, MAX_BULK_ROWS);

export interface ChunkProgress {
  done: number;
  total: number;
}

/**
 * Runs a bulk action over any number of rows in pieces the API takes (PIECE_ROWS), one after another,
 * counting the rows done so the operator sees "120 of 1,000". A piece refused whole (the session
 * ended, the network dropped) counts each of its rows as failed with that error, and the next piece
 * still runs: the rows of the pieces before are done and stay done.
 */
export function useChunkedRun<Item>() {
  const [progress, setProgress] = useState<ChunkProgress | null>(null);
  const run = useMutation({
    mutationFn: async (job: ChunkedJob<Item>) => {
      const total = job.items.length;
      const outcomes: RowOutcome[] = [];
      setProgress({ done: 0, total });
      for (let start = 0; start < total; start += PIECE_ROWS) {
        const piece = job.items.slice(start, start + PIECE_ROWS);
        try {
          outcomes.push(...(await job.runPiece(piece)));
        } catch (refusal) {
          const code: ErrorCode = isErrorBody(refusal) ? refusal.code : 'INTERNAL_ERROR';
          outcomes.push(...piece.map((item) => ({ name: job.nameOf(item), ok: false, code })));
        }
        setProgress({ done: start + piece.length, total });
      }
      return outcomes;
    },
  });
  return {
    start: (job: ChunkedJob<Item>, onDone?: () => void) => run.mutate(job, { onSettled: onDone }),
    isRunning: run.isPending,
    progress,
    outcomes: run.data ?? null,
    dismiss: () => {
      run.reset();
      setProgress(null);
    },
  };
}
