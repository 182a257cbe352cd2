# The proxy of compose.yaml: Debian's nginx (1.22, as tested by `npm run deploy:local`) with the brotli
# filter module, and the site configuration rendered from deploy/nginx/site.conf.template
# (`npx tsx scripts/deploy/compose-nginx.ts` writes deploy/compose/nginx-site.conf).
# DEBIAN_IMAGE: any Debian bookworm image with apt (scripts/containers/base-images.ts makes one here).
ARG DEBIAN_IMAGE=debian:bookworm-slim
FROM ${DEBIAN_IMAGE}
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-filter >/dev/null \
 && rm -rf /var/lib/apt/lists/* /var/log/apt/* /var/log/dpkg.log /etc/nginx/sites-enabled/default \
 && mkdir -p /var/cache/nginx/lokalsicht \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/compose/nginx-site.conf /etc/nginx/lokalsicht-site.conf
COPY deploy/compose/nginx-entrypoint.sh /usr/local/bin/nginx-entrypoint.sh
EXPOSE 80 443
ENTRYPOINT ["nginx-entrypoint.sh"]
CMD ["nginx", "-g", "daemon off;"]
