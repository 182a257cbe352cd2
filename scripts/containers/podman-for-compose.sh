#!/bin/bash
# podman as Debian's podman-compose 1.0.3 should call it here: `podman-compose --podman-path <this> …`.
# - runc, not crun (see docs/production.md, containers);
# - podman-compose 1.0.3 adds `--net <project>_default --network-alias <service>` to every container, also
#   to one with `network_mode: host`, and podman refuses that ("cannot set multiple networks without
#   bridge network mode"): with `--network host` given, that pair is dropped. (podman-compose ≥ 1.0.4
#   leaves it out itself; compose.yaml stays as docker compose reads it.)
set -euo pipefail
if [ "${1:-}" = run ] || [ "${1:-}" = create ]; then
  host=false previous=''
  for argument in "$@"; do
    if [ "$previous" = --network ] && [ "$argument" = host ]; then host=true; fi
    previous=$argument
  done
  if $host; then
    kept=() skip=false
    for argument in "$@"; do
      if $skip; then skip=false; continue; fi
      case $argument in
        --net | --network-alias) skip=true; continue ;;
      esac
      kept+=("$argument")
    done
    set -- "${kept[@]}"
  fi
fi
exec podman --runtime /usr/sbin/runc "$@"
