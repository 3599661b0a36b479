/** A refusal the CLI explains in one line and exits non-zero for; `exitCode` 2 marks a usage mistake. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
