import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const hasProcFs = fs.existsSync('/proc/self/stat');

function statFields(pid: number): string[] | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may itself hold spaces and parentheses.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** A process that exists and is not a zombie (kill(pid, 0) still succeeds on a zombie until it is reaped). */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (hasProcFs) {
    const state = statFields(pid)?.[0];
    return state !== undefined && state !== 'Z' && state !== 'X';
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process that has exited but whose parent has not yet reaped it: it holds nothing, though kill(pid, 0) succeeds. */
export function isZombie(pid: number): boolean {
  return Number.isInteger(pid) && pid > 0 && hasProcFs && statFields(pid)?.[0] === 'Z';
}

/**
 * When the process started, in clock ticks since boot: with the pid it names one process for the machine's uptime,
 * so a pid reused by another process does not match. Undefined without /proc.
 */
export function processStartTime(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

export function commandLine(pid: number): string[] | undefined {
  if (hasProcFs) {
    try {
      return fs
        .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split('\0')
        .filter((arg) => arg !== '');
    } catch {
      return undefined;
    }
  }
  try {
    return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
  } catch {
    return undefined;
  }
}

export function workingDirectory(pid: number): string | undefined {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return undefined;
  }
}

export function realPath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}
