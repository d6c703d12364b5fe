import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { delimiter, join } from 'node:path'

/** Resident memory of a process and all its descendants, in bytes, from /proc. */
function treeResidentBytes(rootPid: number): number {
  const parents = new Map<number, number>()
  const resident = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // The command name may contain spaces; the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parents.set(Number(entry), Number(fields[1]))
      resident.set(Number(entry), Number(fields[21]) * 4096)
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const stack = [rootPid]
  while (stack.length > 0) {
    const pid = stack.pop() as number
    total += resident.get(pid) ?? 0
    for (const [child, parent] of parents) if (parent === pid) stack.push(child)
  }
  return total
}

/**
 * The build as package.json's `build` script defines it, with the settings it gives the build's
 * processes (a heap limit for Node, Gatsby's plain logger), run by the shell as npm would, with
 * the project's commands on the PATH, but without npm's own process around it.
 */
export function productionBuild(
  projectDir: string,
): [string, string[], { cwd: string; env: NodeJS.ProcessEnv }] {
  const { scripts } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
    scripts: { build: string }
  }
  const path = `${join(projectDir, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`
  return ['sh', ['-c', scripts.build], { cwd: projectDir, env: { PATH: path } }]
}

export interface CommandStats {
  seconds: number
  peakMemoryMB: number
}

/** The figures of a measured command, without its output. */
export const statsOf = ({ seconds, peakMemoryMB }: CommandStats): CommandStats => ({
  seconds,
  peakMemoryMB,
})

/** What Gatsby's output says of a build: the pages it rendered and the steps after the build. */
export interface BuildOutput {
  /** "Building static HTML for pages - 3.9s - 1/1": 1. */
  pagesRendered: number
  /** "success onPostBuild - 12.345s": the search index, feeds, host rules and share images. */
  postBuildSeconds: number
}

export function readBuildOutput(output: string): BuildOutput {
  const rendered = /Building static HTML for pages[^\n]*?(\d+)\/\d+/.exec(output)?.[1]
  const postBuild = /onPostBuild - ([\d.]+)s/.exec(output)?.[1]
  return { pagesRendered: Number(rendered ?? 0), postBuildSeconds: Number(postBuild ?? 0) }
}

/**
 * Runs a command to completion, measuring its wall time and the peak resident memory of its
 * whole process tree (Gatsby renders pages in worker processes); its output is shown as it comes
 * and returned with the figures.
 */
export function measureCommand(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<CommandStats & { output: string }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      output += chunk.toString()
    })
    let peak = 0
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeResidentBytes(child.pid))
    }, 250)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearInterval(sampler)
      if (code !== 0) {
        reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`))
        return
      }
      resolve({
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        peakMemoryMB: Math.round(peak / 2 ** 20),
        output,
      })
    })
  })
}
