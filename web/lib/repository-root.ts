import path from 'node:path'

/**
 * The repository root. Next.js runs inside web/ (see the npm scripts), scripts and tests at the root;
 * bundled server code has no reliable `import.meta.dirname`, so it is derived from the working directory.
 */
const workingDirectory = process.cwd()
export const repositoryRoot = path.basename(workingDirectory) === 'web' ? path.dirname(workingDirectory) : workingDirectory
