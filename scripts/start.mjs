// `npm start`: builds only when the build is missing or older than its sources, then runs the
// compiled server in this process.
import { execFileSync } from 'node:child_process';
import { ROOT, SERVER_ENTRY, staleBuild } from './build-state.mjs';

const stale = staleBuild();
if (stale) {
  console.log(`Building (${stale})…`);
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
}
await import(SERVER_ENTRY);
