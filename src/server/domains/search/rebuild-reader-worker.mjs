// The rebuild reader thread's entry (rebuild-reader-thread.ts): loads its TypeScript through tsx.
import { register } from 'tsx/esm/api';

register();
await import('./rebuild-reader-worker.ts');
