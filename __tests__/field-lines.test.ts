import { frontmatterFieldLines, lineOfField } from '../src/node/frontmatter/field-lines'

const source = `---
slug: "/pricing"
hero:
  heading: "Pricing"
  lead: >
    title: not a field, a line of the text above
plans:
  items:
    - key: strategy
      features:
        - one
        - two
    - key: content
aliases:
- '/prices'
---

title: not a field either, the body`

describe('the lines of frontmatter fields', () => {
  const lines = frontmatterFieldLines(source)

  it('finds top-level, nested and listed fields by the paths the validator names them with', () => {
    expect(lines).toMatchObject({
      slug: 2,
      'hero.heading': 4,
      'hero.lead': 5,
      'plans.items[0].key': 9,
      'plans.items[0].features[1]': 12,
      'plans.items[1].key': 13,
      'aliases[0]': 15,
    })
  })

  it('reads neither a block of text nor the body as fields', () => {
    expect(lines).not.toHaveProperty('hero.lead.title')
    expect(lines).not.toHaveProperty('title')
  })

  it('places a missing field on the line of the group that lacks it, and a missing top-level one nowhere', () => {
    expect(lineOfField(lines, 'plans.items[1].title')).toBe(13)
    expect(lineOfField(lines, 'hero.primaryAction')).toBe(3)
    expect(lineOfField(lines, 'title')).toBeUndefined()
  })
})
