import { frontmatterTypeDefs } from '../src/node/schema'

describe('frontmatter GraphQL types', () => {
  const typeDefs = frontmatterTypeDefs()

  function typeBody(name: string): string {
    const match = new RegExp(`type ${name} \\{\\n([^}]*)\\n\\}`).exec(typeDefs)
    if (!match?.[1]) throw new Error(`type ${name} not generated:\n${typeDefs}`)
    return match[1]
  }

  it('makes fields that every kind requires non-null', () => {
    const frontmatter = typeBody('MdxFrontmatter')
    expect(frontmatter).toContain('slug: String!')
    expect(frontmatter).toContain('title: String!')
    expect(frontmatter).toContain('aliases: [String!]\n')
  })

  it('keeps kind-specific fields nullable on the shared type', () => {
    const frontmatter = typeBody('MdxFrontmatter')
    expect(frontmatter).toContain('hero: FrontmatterHero\n')
    expect(frontmatter).toContain('date: Date @dateformat')
    expect(frontmatter).toContain('image: File @fileByRelativePath')
  })

  it('merges object types used by several kinds, non-null only where all require it', () => {
    const hero = typeBody('FrontmatterHero')
    expect(hero).toContain('heading: String!')
    expect(hero).toContain('primaryAction: String\n')
  })

  it('declares nested lists with non-null items', () => {
    expect(typeBody('FrontmatterService')).toContain('features: [String!]!')
    expect(typeBody('FrontmatterPlanList')).toContain('items: [FrontmatterPlan!]!')
  })
})
