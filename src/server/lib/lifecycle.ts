/**
 * Whether this instance is shutting down (SIGTERM, main.ts): from the first moment /readyz
 * answers 503, so the load balancer sends its traffic to the other instances while this one
 * finishes what it has.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginShutdown() {
      stopping = true;
    },
  };
}
