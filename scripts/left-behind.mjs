// What a test run left running: every process whose environment holds the run's marker (`NAME=value`,
// set for the runners and inherited by whatever they start, browsers and servers included). The
// environment, not the command line, because a browser's or a server's command line need not say
// which run started it, and a process whose parent died is still found.
import fs from 'node:fs';

/**
 * Processes (not this one) whose environment holds `marker`; undefined where there is no /proc to ask.
 */
export function processesCarrying(marker) {
  if (!fs.existsSync('/proc/self/environ')) return undefined;
  return fs.readdirSync('/proc').flatMap((entry) => {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) return [];
    try {
      if (!fs.readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker)) return [];
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
      return command ? [{ pid, command }] : []; // a zombie has no command line: it has ended, only not yet been reaped
    } catch {
      return []; // ended while we looked, or not ours to read
    }
  });
}

/**
 * The processes carrying `marker` once those that are ending have had `graceMs` to go (a browser whose
 * pipe just closed takes a moment to exit); undefined where there is no /proc.
 */
export async function processesLeftBehind(marker, graceMs = 10_000) {
  for (let waited = 0; ; waited += 250) {
    const left = processesCarrying(marker);
    if (left === undefined || left.length === 0 || waited >= graceMs) return left;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
