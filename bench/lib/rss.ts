import fs from 'node:fs';

/**
 * Resident memory of the server's node process, read from /proc (Linux): the process in the server's process group
 * (npm -> sh -> node) with the largest RSS. Sampled on an interval so peaks under load are seen.
 */
export function createRssSampler(processGroup: number | undefined, everyMs = 1000) {
  const samples: Array<{ at: number; mb: number }> = [];
  const pageKb = 4;
  const read = (): number | undefined => {
    if (processGroup === undefined) return undefined;
    let largest = 0;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        // Fields after the command name (which may hold spaces) start after the last ')'.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) !== processGroup) continue;
        largest = Math.max(largest, (Number(fields[21]) * pageKb) / 1024);
      } catch {
        /* the process ended meanwhile */
      }
    }
    return largest || undefined;
  };
  const started = Date.now();
  const timer = setInterval(() => {
    const mb = read();
    if (mb !== undefined) samples.push({ at: (Date.now() - started) / 1000, mb });
  }, everyMs);
  timer.unref();
  return {
    samples,
    now: read,
    stop: () => clearInterval(timer),
    peak: () => samples.reduce((max, s) => Math.max(max, s.mb), 0),
  };
}

/** CPU seconds (user + system, every thread) a process has used, from /proc/<pid>/stat; NaN once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // utime and stime, fields 14 and 15: 12 and 13 after the command name (which may hold spaces), in hundredths.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
