/**
 * The part of Decap CMS's global API the site uses: `window.CMS`, and React's `createClass` and
 * `createElement` (`h`) of Decap's own bundle, with which preview templates are made.
 */
export interface DecapCms {
  init(options: { config: { locale: string } }): void
  getWidget(name: string): { control: unknown; preview?: unknown } | undefined
  registerWidget(name: string, control: unknown, preview?: unknown): void
  registerCustomFormat(name: string, extension: string, formatter: object): void
  registerPreviewTemplate(collection: string, component: unknown): void
  /** A handler's thrown error stops the save, and Decap shows its message. */
  registerEventListener(listener: {
    name: 'preSave'
    handler: (event: { entry: never }) => Promise<unknown>
  }): void
  /** A backend as Decap holds it: `init` makes the instance the CMS saves through. */
  getBackend(name: string): { init: (...args: unknown[]) => unknown } | undefined
  /** `raw`: the CSS itself, not the address of a style sheet. */
  registerPreviewStyle(style: string, options: { raw: true }): void
}

/** What Decap hands the control of every field; each widget's own props add to it. */
export interface ControlProps {
  value?: string
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
    createClass?: (specification: object) => unknown
    h?: (type: string, props: object | null, ...children: unknown[]) => unknown
  }
}
