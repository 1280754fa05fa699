import { readConfig } from './config';
import { startServer } from './start';

const running = await startServer(readConfig());
console.log(`[motorpool] listening on ${running.url}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[motorpool] ${signal}: shutting down`);
  // Closing PGlite flushes its data directory; a hard exit could leave it needing recovery.
  await running.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
