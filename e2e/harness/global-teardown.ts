export default async function globalTeardown() {
  const { e2eRunning } = globalThis as unknown as { e2eRunning: { stop: () => Promise<void> }[] }
  await Promise.all(e2eRunning.map((running) => running.stop()))
}
