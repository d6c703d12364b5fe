import { plans } from '../../../config/prices'
import { ownerFacts } from '../../../config/owner-facts'
import { figures } from '../../../config/site'
import { readFigure, type WrittenFigure } from '../../../i18n/format'

/**
 * The facts the site's components read (src/config/) with the facts file being edited in their
 * place, for the preview alone: the components import their facts, so the preview's copy of those
 * modules is given the edited values, and the built values back before any other entry is shown.
 * The prices, the headline figures and the operator's facts (figure bases among them) are shown
 * this way; the other facts files preview their pages with the values of the last build.
 */

type Group = Record<string, unknown>

/** Each file's facts as its modules hold them, by the file's name, in the file's shape. */
const editable: Record<string, Group> = {
  prices: { plans } as Group,
  owner: ownerFacts as unknown as Group,
  figures: figures as Group,
}

const built = Object.fromEntries(
  Object.entries(editable).map(([name, facts]) => [name, structuredClone(facts)]),
)

/** The value of a fact as its module holds it, from the value the file writes. */
const asHeld = (name: string, key: string, value: unknown): unknown =>
  name === 'figures' && key !== 'years' ? readFigure(value as WrittenFigure) : value

const isGroup = (value: unknown): value is Group =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/**
 * Writes `source` into `target` group by group, never replacing a group: modules hold references
 * to the groups (site.ts's figureBases is the owner facts' figureBasis).
 */
function assignInto(target: Group, source: Group) {
  for (const [key, value] of Object.entries(source)) {
    const held = target[key]
    if (isGroup(held) && isGroup(value)) assignInto(held, value)
    else target[key] = value
  }
}

export function showEditedFacts(name: string, data: Group) {
  for (const [file, facts] of Object.entries(editable)) assignInto(facts, built[file] ?? {})
  const facts = editable[name]
  if (!facts) return
  try {
    assignInto(
      facts,
      Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, asHeld(name, key, value)]),
      ),
    )
  } catch {
    // A figure half-written in the form: the page shows the built one until it is whole.
    assignInto(facts, built[name] ?? {})
  }
}
