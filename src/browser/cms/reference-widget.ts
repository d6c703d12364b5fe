import type { DecapCms } from './decap'

/**
 * A field that names another entry (an article's author and categories): Decap's own relation
 * widget, which lists the entries of the named collection by their names in the writer's
 * language. Decap names an entry of a folder collection by its path (`laura-mendez/index`); the
 * frontmatter names it by its folder (`laura-mendez`), as writers type it and the build checks it.
 */
export const referenceWidget = 'entry-reference'

const entryPath = (folder: string) => `${folder}/index`
const folderOf = (path: string) => path.replace(/\/index$/, '')

/** One value or, for a field of several, Decap's list of them. */
type Value =
  string | { map(each: (item: string) => string): Value; toJS(): unknown } | null | undefined

const mapped = (value: Value, each: (item: string) => string): Value => {
  if (typeof value === 'string') return each(value)
  return value && typeof value.map === 'function' ? value.map(each) : value
}

const plain = (value: Value) =>
  JSON.stringify(value && typeof value === 'object' ? value.toJS() : (value ?? null))

interface ReferenceControl {
  props: { value?: Value; onChange: (value: Value) => void }
}

/** Registers the field; Decap must have loaded and not yet started. */
export function registerReferenceField(cms: DecapCms) {
  const { h, createClass } = window
  const relation = cms.getWidget('relation')?.control
  if (!h || !createClass || !relation) return
  const control = createClass({
    render(this: ReferenceControl) {
      const { value, onChange } = this.props
      return h(relation as string, {
        ...this.props,
        value: mapped(value, entryPath),
        // Decap's relation reports the value it was given once it has found its entry; passed
        // on, that would mark an unchanged entry as changed, and write the fields into every
        // language's file.
        onChange: (next: Value) => {
          const value = mapped(next, folderOf)
          if (plain(value) !== plain(this.props.value)) onChange(value)
        },
      })
    },
  })
  cms.registerWidget(referenceWidget, control)
}
