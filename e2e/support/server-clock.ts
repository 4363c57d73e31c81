import { readFileSync, watchFile } from 'node:fs';

/**
 * Loaded into the e2e server process only (`node --import`, see global-setup.ts): the server's clock runs `offset`
 * milliseconds ahead of the machine's, the offset read from the file COHORT_TEST_CLOCK_FILE whenever a test writes it
 * (setServerClock in clock.ts). A journey can so live through "after the session" without waiting for it.
 * `new Date()`, `Date()` and `Date.now()` move; timers and the database's now() do not. Every date keeps Date's own
 * prototype, so `instanceof Date` holds whoever made it.
 */
const file = process.env.COHORT_TEST_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    const value = Number(readFileSync(file, 'utf8').trim() || '0');
    offset = Number.isFinite(value) ? value : 0;
  };
  read();
  watchFile(file, { interval: 50, persistent: false }, read);
  const now = () => RealDate.now() + offset;
  function ServerClockDate(this: unknown, ...args: unknown[]): unknown {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target);
  }
  ServerClockDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(ServerClockDate, RealDate);
  ServerClockDate.now = now;
  globalThis.Date = ServerClockDate as unknown as DateConstructor;
}
