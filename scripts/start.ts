import { buildWebIfStale } from './web-build.ts';

// `npm start`: build the web app if it is stale, then run the server (app, API and websocket on PORT).
if (!buildWebIfStale()) {
  console.error('The web app failed to build.');
  process.exit(1);
}
await import('../apps/server/src/main.ts');
