# The proxy of compose.yaml: Debian's nginx (1.22, as tested by `npm run deploy:local`) with the brotli
# filter module, and the site configuration rendered from deploy/nginx/site.conf.template.
FROM debian:bookworm-slim
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-filter >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/compose/nginx-site.conf /etc/nginx/conf.d/lokalsicht.conf
EXPOSE 80 443
CMD ["nginx", "-g", "daemon off;"]
