/** The hosted Sanity project the studio edits; a placeholder id lets `sanity build` run without one. */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local000'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
