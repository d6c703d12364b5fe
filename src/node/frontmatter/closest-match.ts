function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution)
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

/** The candidate a misspelt name most likely meant, if any is close enough to be a typo. */
export function closestMatch(name: string, candidates: readonly string[]): string | undefined {
  const lowerName = name.toLowerCase()
  const ranked = candidates
    .map((candidate) => ({ candidate, distance: editDistance(lowerName, candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)
  const best = ranked[0]
  return best && best.distance <= Math.max(2, Math.floor(name.length / 3))
    ? best.candidate
    : undefined
}
