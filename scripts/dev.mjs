// Development: the API with reload on change, and Vite's dev server (proxying the API) on :5173.
import { spawn } from 'node:child_process';

const processes = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@koran-kids/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of processes) child.on('exit', stop);
