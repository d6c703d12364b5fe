/** The part of Express's request, response and app the middleware uses. */
interface Request {
  method: string
  path: string
  lazyImageAttempts?: number
}
type Next = (error?: unknown) => void
interface App {
  handle: (request: Request, response: unknown, next: Next) => void
}

/** An image size gatsby-plugin-sharp makes: /static/<file digest>/<settings digest>/<name>.<format>. */
const imageSizeAddress = /^\/static\/[0-9a-f]{32}\/[0-9a-f]+\/[^/]+\.(avif|webp|jpe?g|png)$/

/** How long a request for a photo's size waits for its job to be known, in steps. */
const waitStepMs = 250
const waitSteps = 40

/**
 * In `npm start`, gatsby-plugin-sharp makes a photo's sizes when the browser first asks for them,
 * from jobs it records as the page's query runs; a page can reach the browser a moment before that
 * record, and the photo a writer just saved then shows as broken until a reload. A request for an
 * image size that nothing answered is routed through the server again every 250 ms, for up to ten
 * seconds, until the plugin knows it; any other address is left to the server's 404.
 */
export function waitForLazyImageSizes(app: App) {
  return (request: Request, response: unknown, next: Next) => {
    if (request.method !== 'GET' || !imageSizeAddress.test(request.path)) return next()
    const attempts = request.lazyImageAttempts ?? 0
    if (attempts >= waitSteps) return next()
    setTimeout(() => {
      request.lazyImageAttempts = attempts + 1
      app.handle(request, response, next)
    }, waitStepMs)
  }
}
