import { dateForm, storedDate, writtenDate } from '../src/browser/cms/date-field'

describe('the CMS date field', () => {
  it('is written in the form of the writer’s language, and stored as YYYY-MM-DD', () => {
    const german = dateForm('de', ['en-US'])
    expect(german.placeholder).toBe('TT.MM.JJJJ')
    expect(writtenDate('2026-11-20', german)).toBe('20.11.2026')
    expect(storedDate('20.11.2026', german)).toBe('2026-11-20')
    expect(storedDate('3.2.2026', german)).toBe('2026-02-03')
    const polish = dateForm('pl', [])
    expect(writtenDate('2026-11-20', polish)).toBe('20.11.2026')
    expect(dateForm('fr', []).placeholder).toBe('JJ/MM/AAAA')
  })

  it('follows the browser’s region within the writer’s language', () => {
    expect(writtenDate('2026-11-20', dateForm('en', ['en-US']))).toBe('11/20/2026')
    expect(writtenDate('2026-11-20', dateForm('en', ['de-DE', 'en-GB']))).toBe('20/11/2026')
  })

  it('reads no date that is not a day of the calendar', () => {
    const spanish = dateForm('es', [])
    expect(storedDate('31/02/2026', spanish)).toBeUndefined()
    expect(storedDate('20/11/26', spanish)).toBeUndefined()
    expect(storedDate('20-11', spanish)).toBeUndefined()
    expect(storedDate('20/11/2026', spanish)).toBe('2026-11-20')
  })
})
