import { Link } from 'gatsby'
import { fill } from '../../i18n/strings'
import { useRoute, useStrings } from '../layout/page-frame'
import { videoHosts } from '../../config/video-hosts'
import { ProseImage } from './body-images'

interface VideoProps {
  youtube?: string
  vimeo?: string
  title: string
  /** An image beside the article (`./poster.jpg`) shown until the video plays. */
  poster?: string
}

/**
 * `<Video youtube="…" title="…" poster="./poster.jpg" />`: a video that costs the visitor no
 * request to another site until they ask for it. The page shows a poster from the site itself and
 * a link to the video on its service; the site's script (src/browser/enhance/video.ts) plays it
 * in the page instead, in the service's privacy-minded player, which only pages with a video may
 * frame (their Content-Security-Policy's frame-src). Under it, what playing it means, in the
 * page's language, and a link to the privacy policy, which says the same.
 */
export function Video({ youtube, vimeo, title, poster }: VideoProps) {
  const strings = useStrings()
  const routeTo = useRoute()
  const [hostKey, id] = youtube
    ? (['youtube', youtube] as const)
    : (['vimeo', vimeo ?? ''] as const)
  const host = videoHosts[hostKey]
  return (
    <figure data-video>
      <a href={host.watch(id)} data-video-embed={host.embed(id)} data-video-title={title}>
        {poster ? <ProseImage src={poster} alt="" /> : <span data-video-poster />}
        <span data-video-play>{fill(strings.video.play, { title })}</span>
      </a>
      <figcaption>
        {fill(strings.video.privacy, { host: host.name })}{' '}
        <Link to={routeTo('legal/privacy')}>{strings.video.privacyLink}</Link>
      </figcaption>
    </figure>
  )
}
