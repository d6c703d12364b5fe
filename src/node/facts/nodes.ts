import { readFileSync } from 'node:fs'
import type { SourceNodesArgs } from 'gatsby'
import { contentRoot } from '../project-paths'
import { factsNodeType } from '../schema'
import { factFilePath } from './check'
import { factFiles } from './fact-files'

/**
 * One node per facts file, typed by its description (schema.ts, factsTypeDefs), so developers
 * find the facts in GraphiQL (`pricesFacts { plans { … } }`). The build checked the files
 * before sourcing; pages read the same files through src/config/.
 */
export function sourceNodes({ actions, createNodeId, createContentDigest }: SourceNodesArgs) {
  for (const factFile of factFiles) {
    let data: Record<string, unknown>
    try {
      data = JSON.parse(readFileSync(factFilePath(contentRoot, factFile), 'utf8')) as typeof data
    } catch {
      // Reported in the writer's words by the content check (check.ts), which ran before.
      continue
    }
    actions.createNode({
      ...data,
      id: createNodeId(`facts ${factFile.name}`),
      internal: { type: factsNodeType(factFile.name), contentDigest: createContentDigest(data) },
    })
  }
}
