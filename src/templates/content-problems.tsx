/**
 * The template of a page whose content file has a problem, in `npm start` only (a build stops at
 * the problem instead). The page frame draws the problems from the page's data
 * (wrapPageElement), whichever template is on screen: the development server pushes a page's new
 * data before the browser has the new template, and the preview must show the data it has.
 */
export default function ContentProblemsTemplate() {
  return null
}

export function Head() {
  return (
    <>
      <title>A content problem to fix</title>
      <meta name="robots" content="noindex" />
    </>
  )
}
