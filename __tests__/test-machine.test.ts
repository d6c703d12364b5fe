import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Runs scripts/test-machine.sh with only `tools` on the PATH, as the user `id -u` says. */
function runAs(uid: number, tools: string[]) {
  const bin = mkdtempSync(join(tmpdir(), 'bare-bin-'))
  try {
    for (const tool of tools) {
      const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' })
      symlinkSync(found.stdout.trim(), join(bin, tool))
    }
    writeFileSync(join(bin, 'id'), `#!/bin/sh\necho ${uid}\n`, { mode: 0o755 })
    return spawnSync('bash', ['scripts/test-machine.sh', 'bash', '-c', 'echo tests ran'], {
      encoding: 'utf8',
      env: { PATH: bin, HOME: process.env.HOME },
    })
  } finally {
    rmSync(bin, { recursive: true, force: true })
  }
}

describe('npm test on a machine without the browsers', () => {
  it('stops before any test, naming what is missing and the one command that installs it', () => {
    const { status, stdout, stderr } = runAs(1000, ['bash', 'node', 'tr', 'dirname', 'grep'])
    expect(status).toBe(1)
    expect(stdout).not.toContain('tests ran')
    expect(stderr).toContain(
      'The browser tests need git chromium firefox-esr webkit2gtk-driver xvfb',
    )
    expect(stderr).toMatch(
      /Run once, as root:\n {2}apt-get update && apt-get install -y git chromium firefox-esr webkit2gtk-driver xvfb locales.* && localedef -i en_US -f UTF-8 en_US\.UTF-8 && localedef -i de_DE -f UTF-8 de_DE\.UTF-8\n$/,
    )
  })

  it('runs the tests at once where everything is there', () => {
    const { status, stdout } = runAs(1000, [
      'bash',
      'git',
      'node',
      'tr',
      'dirname',
      'grep',
      'chromium',
      'firefox-esr',
      'WebKitWebDriver',
      'Xvfb',
      'localedef',
      'locale',
    ])
    expect({ status, stdout }).toEqual({ status: 0, stdout: 'tests ran\n' })
  })
})
