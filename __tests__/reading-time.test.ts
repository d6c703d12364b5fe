import { readingMinutes, wordCount } from '../src/node/reading-time'

describe('the reading time of an article', () => {
  it('counts the words a reader reads: not code, tags, photos or link addresses', () => {
    const body = [
      'Amazon’s search-term report, in [the console](https://advertising.amazon.com/reports).',
      '```excel\n=SUMIF(A:A, "exact", C:C)\n```',
      '![A report](./report.jpg "The report")',
      '<Note>Check it weekly.</Note>',
    ].join('\n\n')
    expect(wordCount(body, 'en')).toBe(10)
  })

  it('reads at each language’s own pace, in whole minutes, at least one', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'wort').join(' ')
    expect(readingMinutes(words(179 * 5), 'de')).toBe(5)
    expect(readingMinutes(words(179 * 5), 'en')).toBe(4)
    expect(readingMinutes('Kurz.', 'de')).toBe(1)
  })
})
