#!/bin/sh
# The proxy image's entrypoint (deploy/compose/nginx.Dockerfile): puts the site configuration in place with
# the listen ports of PROXY_HTTP_PORT and PROXY_HTTPS_PORT (defaults 80 and 443, as rendered), and the
# HTTPS port into the redirect from HTTP when it is not 443. nginx cannot take ports from the environment.
set -eu
site=/etc/nginx/lokalsicht-site.conf
target=/etc/nginx/conf.d/lokalsicht.conf
http_port="${PROXY_HTTP_PORT:-80}"
https_port="${PROXY_HTTPS_PORT:-443}"
case "$http_port$https_port" in *[!0-9]*) echo "PROXY_HTTP_PORT and PROXY_HTTPS_PORT must be port numbers" >&2; exit 1 ;; esac
suffix=''
[ "$https_port" = 443 ] || suffix=":$https_port"
for line in '    listen 80;' '    listen 443 ssl http2;' '        return 301 https://$host$request_uri;'; do
  grep -qxF "$line" "$site" || { echo "nginx-entrypoint.sh: \"$line\" is not in $site; update this script with the template" >&2; exit 1; }
done
sed -e "s/^    listen 80;\$/    listen $http_port;/" \
    -e "s/^    listen 443 ssl http2;\$/    listen $https_port ssl http2;/" \
    -e "s|^        return 301 https://\\\$host\\\$request_uri;\$|        return 301 https://\$host$suffix\$request_uri;|" \
    "$site" > "$target"
exec "$@"
