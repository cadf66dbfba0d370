/** A failure of export or import the operator can act on: the command prints the message without a stack. */
export class ArchiveError extends Error {
  constructor(
    message: string,
    /** What went wrong, for the command's exit code and the tests. */
    readonly kind: 'invalid-archive' | 'target-not-empty' | 'schema' | 'storage' | 'failed' = 'failed',
  ) {
    super(message);
  }
}
