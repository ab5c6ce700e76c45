import { existsSync, readdirSync, readFileSync } from 'node:fs';

/**
 * How busy the machine was with other work while a measurement ran: CPU time of the whole machine
 * (/proc/stat) minus that of the benchmark's own processes (/proc/<pid>/stat), as cores busy on
 * average. On a shared machine (other sessions building, testing, screenshotting) this tells whether
 * the figures next to it are trustworthy. Linux only; elsewhere it reports nothing.
 */
const CLOCK_TICKS_PER_SECOND = 100;

export type CpuSnapshot = { at: number; busyTicks: number; ownTicks: number };

function machineBusyTicks(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

export function processTicks(pid: number): number {
  try {
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * Every process of a process group (a server and the workers it forked). Servers are spawned
 * detached, so a server's pid is its group id. Field 5 of /proc/<pid>/stat is the group.
 */
export function processGroupPids(groupId: number): number[] {
  if (!existsSync('/proc')) return [groupId];
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === groupId) pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids.length > 0 ? pids : [groupId];
}

export function cpuSnapshot(ownPids: readonly number[]): CpuSnapshot | null {
  if (!existsSync('/proc/stat')) return null;
  return {
    at: performance.now(),
    busyTicks: machineBusyTicks(),
    ownTicks: ownPids.reduce((sum, pid) => sum + processTicks(pid), 0),
  };
}

/** Cores kept busy by everything but the benchmark's own processes between two snapshots. */
export function otherCores(before: CpuSnapshot | null, after: CpuSnapshot | null): number | null {
  if (!before || !after) return null;
  const seconds = (after.at - before.at) / 1000;
  if (seconds <= 0) return null;
  const other = after.busyTicks - before.busyTicks - (after.ownTicks - before.ownTicks);
  return Math.max(0, Math.round((other / CLOCK_TICKS_PER_SECOND / seconds) * 100) / 100);
}
