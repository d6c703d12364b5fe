declare module '*.woff2' {
  const url: string
  export default url
}

interface Window {
  /** The page whose HTML the server sent, set by Gatsby before its scripts run. */
  pagePath?: string
}
