import { performance } from 'node:perf_hooks';
import { freeSlots, type Interval } from '../apps/server/src/modules/coaching/coaching-slots.ts';

/**
 * `node bench/coaching-slots.ts`: the free-slot computation of one request (issue 16) — four weeks of a host in
 * Europe/Paris with weekly hours on every weekday morning and two afternoons, 60 busy sessions, a buffer, 8 one-off
 * changes, 60-minute slots on the 15-minute grid — without the database (the request adds three statements whatever
 * the span). Prints the median and p99 time of one computation over BENCH_SLOT_RUNS runs (default 200) and the slots.
 */
const RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 200);
const HOUR = 3_600_000;
const now = Date.now();
const from = now;
const to = now + 28 * 24 * HOUR;
const busy: Interval[] = Array.from({ length: 60 }, (_, i) => {
  const start = Math.floor((from + (i + 1) * 11 * HOUR) / (15 * 60_000)) * 15 * 60_000;
  return { start, end: start + 45 * 60_000 };
});
const exceptions: Interval[] = Array.from({ length: 8 }, (_, i) => ({
  start: from + (i * 3 + 2) * 24 * HOUR,
  end: from + (i * 3 + 2) * 24 * HOUR + 2 * HOUR,
}));
const input = {
  timeZone: 'Europe/Paris',
  hoursMode: 'ALL_HOURS' as const,
  bufferMinutes: 15,
  minimumNoticeMinutes: 720,
  horizonDays: 60,
  rules: [
    { rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startTime: '09:00', endTime: '12:00' },
    { rrule: 'FREQ=WEEKLY;BYDAY=TU,TH', startTime: '14:00', endTime: '18:00' },
  ],
  extra: exceptions.slice(0, 4),
  off: exceptions.slice(4),
  busy,
};

const times: number[] = [];
let slots = 0;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  slots = freeSlots(input, from, to, 60, now).length;
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
console.log(`coaching free slots, 4 weeks of one host (ms): median ${at(0.5).toFixed(2)}, p99 ${at(0.99).toFixed(2)}`);
console.log(`coaching free slots, 4 weeks of one host (60-minute slots): ${slots}`);
