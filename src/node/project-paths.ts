import { resolve } from 'node:path'

/** Build-time code runs with the project root as working directory (gatsby and jest both do). */
export const projectRoot = process.cwd()
export const contentRoot = resolve(projectRoot, 'content')
export const stringsRoot = resolve(contentRoot, 'strings')
export const templatesRoot = resolve(projectRoot, 'src/templates')
