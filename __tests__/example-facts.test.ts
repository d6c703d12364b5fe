import { factsAtExampleValues, warnOfExampleFacts } from '../src/node/example-facts'

describe('legal facts at their example values', () => {
  it('are each named, by where they are set', () => {
    expect(factsAtExampleValues()).toEqual(
      expect.arrayContaining([
        'company.address',
        'company.phone',
        'legal.registryNumber',
        'legal.representative',
        'legal.vatId',
        'legal.hostingProvider',
      ]),
    )
    expect(factsAtExampleValues()).not.toContain('legal.legalName')
  })

  it('make the build warn once, naming every one of them', () => {
    const reporter = { warn: jest.fn() }
    warnOfExampleFacts(reporter)
    expect(reporter.warn).toHaveBeenCalledTimes(1)
    for (const name of factsAtExampleValues())
      expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining(name))
  })
})
