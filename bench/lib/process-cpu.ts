/**
 * CPU time of a spawned server and of its embedded PostgreSQL, from /proc (Linux only): what a
 * request costs is CPU time over requests, Node and the database apart.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times, on every common platform. */
export const CLOCK_TICKS_PER_SECOND = 100;

interface ProcessTicks {
  pid: number;
  ppid: number;
  /** user and system time so far */
  ticks: number;
  /** the same of its children that have ended (a pool's closed connections' backends) */
  endedChildrenTicks: number;
}

/** Every process now, with its parent and CPU time. */
function processes(): ProcessTicks[] {
  const found: ProcessTicks[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // the command name in brackets may hold spaces: the fields are counted after its ')'
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    found.push({
      pid: Number(entry),
      ppid: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      endedChildrenTicks: Number(fields[13]) + Number(fields[14]),
    });
  }
  return found;
}

/** The embedded PostgreSQL's postmaster (first) and the backends it forked. */
function databaseProcesses(dataDir: string, all: ProcessTicks[]): ProcessTicks[] {
  const lockFile = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8');
  const postmaster = Number(lockFile.split('\n')[0]);
  return [
    ...all.filter((proc) => proc.pid === postmaster),
    ...all.filter((proc) => proc.ppid === postmaster),
  ];
}

export interface CpuTicks {
  server: number;
  database: number;
}

/** CPU ticks so far of the server's process and of its PostgreSQL's processes. */
export function readCpu(serverPid: number, dataDir: string): CpuTicks {
  const all = processes();
  const sum = (list: ProcessTicks[]) => list.reduce((total, proc) => total + proc.ticks, 0);
  const [postmaster, ...backends] = databaseProcesses(dataDir, all);
  return {
    server: sum(all.filter((proc) => proc.pid === serverPid)),
    // a backend whose connection the pool closed is gone from /proc: the postmaster has reaped
    // it, and its time is in the postmaster's children's (counting only live ones lost it)
    database: (postmaster ? postmaster.ticks + postmaster.endedChildrenTicks : 0) + sum(backends),
  };
}

/**
 * Pins a server and its PostgreSQL to some cores (`taskset`); the connections PostgreSQL forks
 * later inherit the postmaster's. How far one core, or two, carries the load.
 */
export function pinToCores(cores: string, serverPid: number, dataDir: string): void {
  const pids = [serverPid, ...databaseProcesses(dataDir, processes()).map((proc) => proc.pid)];
  for (const pid of pids) {
    execFileSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' });
  }
}
