/** Where a video of each service is watched, and played inside a page once a visitor asks. */
export const videoHosts = {
  youtube: {
    name: 'YouTube',
    /** Who runs the player for visitors in Europe, as registered (the privacy policy names it). */
    operator: 'Google Ireland Limited',
    id: /^[A-Za-z0-9_-]{11}$/,
    watch: (id: string) => `https://www.youtube.com/watch?v=${id}`,
    // The no-cookie player: YouTube sets no cookie before the visitor plays the video.
    embed: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    frameOrigin: 'https://www.youtube-nocookie.com',
  },
  vimeo: {
    name: 'Vimeo',
    operator: 'Vimeo.com, Inc.',
    id: /^\d+$/,
    watch: (id: string) => `https://vimeo.com/${id}`,
    // dnt: Vimeo's player then records no session data of the visitor.
    embed: (id: string) => `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`,
    frameOrigin: 'https://player.vimeo.com',
  },
} as const

export type VideoHost = keyof typeof videoHosts
