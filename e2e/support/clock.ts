import { writeFileSync } from 'node:fs';
import { inject } from 'vitest';

/** Moves the e2e server's clock `offsetMs` ahead of the machine's (0: back to the real time); see server-clock.ts. */
export function setServerClock(offsetMs: number): void {
  writeFileSync(inject('clockFile'), String(Math.round(offsetMs)));
}
