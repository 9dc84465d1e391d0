// The voucher worker's entry: registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./voucher-worker.ts');
